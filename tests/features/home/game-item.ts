// A catalogue game as the platform lists it (src/contract/games.ts GameItem), for the home page's tests.
import type { GameItem } from "../../../src/contract/games.ts";

/** Game `id`: a Jili slot marked hot, named "Game id" (in Hindi "खेल id"); `over` changes any field. */
export const gameItem = (id: number, over: Partial<GameItem> = {}): GameItem => ({
  id,
  gp_id: "GPJL",
  gp_name: "Jili",
  gp_gt_name: "Jili Slots",
  game_type: 2,
  game_code: `JL_${id}`,
  house: 0,
  customized: 0,
  icon_light: "/l.png",
  icon_dark: "/d.png",
  member_favorite: 0,
  i18n_name: { en_US: `Game ${id}`, hi_IN: `खेल ${id}` },
  game_name: `game_${id}`,
  game_image: `/g/${id}.png`,
  is_hot: 1,
  is_new: 0,
  labels: [],
  demo: 0,
  ...over,
});
