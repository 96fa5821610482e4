// The header's game search as a visitor meets it (search_catalogue, our extension): the hint under two
// characters, the results grouped by type and provider, "no games" for an empty answer, and a retry when the
// search is unavailable. The call is injected; the debounce is the real one.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SearchDialog } from "../../../src/features/game-search/GameSearch.tsx";
import type * as SearchApi from "../../../src/features/game-search/api.ts";
import type { SearchAnswer } from "../../../src/features/game-search/results.ts";
import { islandTests } from "../../helpers/islands.ts";

const search = vi.hoisted(() => ({
  answer: (_keyword: string): Promise<unknown> => Promise.resolve({ total: 0, groups: [] }),
  keywords: [] as string[],
}));
vi.mock("../../../src/features/game-search/api.ts", async (original) => ({
  ...(await original<typeof SearchApi>()),
  searchCatalogue: (_c: unknown, keyword: string) => {
    search.keywords.push(keyword);
    return search.answer(keyword);
  },
}));

const game = {
  id: 11,
  gp_id: "GPPG",
  gp_name: "PG Soft",
  gp_gt_name: "PG Soft Slots",
  game_type: 3,
  game_code: "fortune",
  house: 0,
  customized: 0,
  icon_light: "/i.png",
  icon_dark: "/i.png",
  member_favorite: 0,
  i18n_name: {},
  game_name: "Fortune Tiger",
  game_image: "/g.png",
  is_hot: 1,
  is_new: 0,
  labels: [],
  demo: 1,
};
const FOUND: SearchAnswer = {
  total: 1,
  groups: [
    {
      gt_id: 3,
      gt_name: "Slots",
      providers: [{ gp_id: "GPPG", gp_name: "PG Soft", house: 0, i18n_name: {}, games: [game] }],
    },
  ] as SearchAnswer["groups"],
};

islandTests();
beforeEach(() => {
  search.keywords = [];
});

const field = () => screen.getByRole("searchbox", { name: "Game name, in any language" });
const status = () => screen.getByTestId("game-search-status");

describe("the game search dialog", () => {
  it("asks for two characters before searching", async () => {
    render(<SearchDialog onClose={() => undefined} />);
    await userEvent.type(field(), "f");
    expect(status().textContent).toBe("Type at least 2 characters.");
    expect(search.keywords).toEqual([]);
  });

  it("shows the games found, under their provider, each a button", async () => {
    search.answer = () => Promise.resolve(FOUND);
    render(<SearchDialog onClose={() => undefined} />);
    await userEvent.type(field(), "fortune");
    expect(await screen.findByRole("button", { name: /Fortune Tiger/ })).toBeTruthy();
    expect(status().textContent).toBe("Games found: 1");
    expect(screen.getByRole("link", { name: "PG Soft: all games" })).toBeTruthy();
    expect(search.keywords).toEqual(["fortune"]);
  });

  it("says when nothing matches", async () => {
    search.answer = () => Promise.resolve({ total: 0, groups: [] });
    render(<SearchDialog onClose={() => undefined} />);
    await userEvent.type(field(), "zzz");
    expect(await screen.findByText("No games match “zzz”.")).toBeTruthy();
  });

  it("offers a retry when the search is unavailable", async () => {
    search.answer = () => Promise.reject(new Error("down"));
    render(<SearchDialog onClose={() => undefined} />);
    await userEvent.type(field(), "fortune");
    expect(await screen.findByText("Search is unavailable right now.")).toBeTruthy();
    search.answer = () => Promise.resolve(FOUND);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: /Fortune Tiger/ })).toBeTruthy();
  });
});
