// Ships to server only. The game types of the menu (spec 000 §1) with their icons; text comes from gameType.{id}.* keys.
import { GAME_TYPES } from "../lib/config/constants.ts";
import type { IconName } from "./icon-names.ts";

export const GAME_TYPE_ICONS: Readonly<Record<number, IconName>> = {
  2: "slot",
  3: "live",
  4: "sport",
  5: "lottery",
  6: "chess",
  7: "virtual",
  8: "cockfight",
  9: "esport",
};

export const MENU_GAME_TYPES = GAME_TYPES.map((g) => ({
  id: g.gtId,
  key: g.key,
  icon: GAME_TYPE_ICONS[g.gtId] ?? "star",
}));
