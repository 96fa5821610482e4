// What the search's results show (src/features/game-search/results.ts): names in the page's language, a slot
// provider linking to its slot list (/slotgame?gt_id&gp_id&house), another type's provider to its game hall.
import { describe, expect, it } from "vitest";
import { providerHref, toResultsView, type SearchAnswer } from "../../../src/features/game-search/results.ts";

const game = (id: number, gt: number, gp: string, en: string, ta: string) => ({
  id,
  gp_id: gp,
  gp_name: gp,
  gp_gt_name: `${gp}_${gt}`,
  game_type: gt,
  game_code: gt === 2 ? `code${id}` : "",
  house: 0,
  customized: 0 as const,
  icon_light: "/i.svg",
  icon_dark: "/i.svg",
  member_favorite: 0 as const,
  i18n_name: { en_US: en, ta_IN: ta },
  game_name: en,
  game_image: `/sandbox/img/game/${id}.svg`,
  is_hot: 0 as const,
  is_new: 0 as const,
  labels: [],
  demo: 0 as const,
});

const answer: SearchAnswer = {
  total: 5,
  groups: [
    {
      gt_id: 2,
      gt_name: "Slot",
      providers: [
        {
          gp_id: "GPJL",
          gp_name: "Jili Games",
          house: 1,
          i18n_name: { en_US: "Jili Games", ta_IN: "ஜிலி" },
          games: [game(1, 2, "GPJL", "Dragon Gold", "டிராகன் தங்கம்")],
        },
      ],
    },
    {
      gt_id: 3,
      gt_name: "Live",
      providers: [
        {
          gp_id: "GPEV",
          gp_name: "Evo",
          house: 0,
          i18n_name: {},
          games: [game(2, 3, "GPEV", "Dragon Tiger", "டிராகன் டைகர்")],
        },
      ],
    },
  ],
};

describe("search results view", () => {
  it("links a slot provider to its slot list and another type's provider to its hall", () => {
    expect(providerHref("/ta_IN", 2, "GPJL", 1)).toBe("/ta_IN/slotgame?gt_id=2&gp_id=GPJL&house=1");
    expect(providerHref("", 3, "GPEV", 0)).toBe("/gameHall/3");
  });

  it("names games and providers in the page's language, falling back to the platform's name", () => {
    const view = toResultsView(answer, "ta_IN", "/ta_IN");
    expect(view.shown).toBe(2);
    expect(view.total).toBe(5);
    const [slots, live] = view.types;
    expect(slots!.providers[0]).toMatchObject({ name: "ஜிலி", href: "/ta_IN/slotgame?gt_id=2&gp_id=GPJL&house=1" });
    expect(slots!.providers[0]!.games[0]).toMatchObject({
      name: "டிராகன் தங்கம்",
      target: { gpId: "GPJL", gtId: 2, gameCode: "code1", house: 0, customized: false, name: "டிராகன் தங்கம்" },
    });
    expect(live!.providers[0]).toMatchObject({ name: "Evo", href: "/ta_IN/gameHall/3" });
  });
});
