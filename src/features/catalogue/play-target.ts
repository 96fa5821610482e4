// Browser and server (pure). The game a server-rendered tile starts, carried in its data-play attribute as
// JSON. Read back through this parser: a page's markup is data like any other (DESIGN "parse…(unknown)").
import type { GameTarget } from "../launcher/index.ts";
import type { GameView } from "./game-view.ts";
import { parseJsonObject } from "../../lib/json/object.ts";

/** What starting a game tile needs of its game. */
export function targetOf(game: GameView): GameTarget {
  return {
    gpId: game.gpId,
    gtId: game.gtId,
    gameCode: game.code,
    house: game.house,
    customized: game.customized,
    name: game.name,
  };
}

export function parsePlayTarget(raw: string | undefined | null): GameTarget | null {
  const o = parseJsonObject(raw);
  if (!o) return null;
  if (typeof o["gpId"] !== "string" || !/^GP[A-Z0-9]{2,6}$/.test(o["gpId"])) return null;
  if (typeof o["gtId"] !== "number" || !Number.isInteger(o["gtId"]) || o["gtId"] < 2 || o["gtId"] > 9) return null;
  if (typeof o["gameCode"] !== "string" || o["gameCode"].length > 64) return null;
  if (typeof o["house"] !== "number" || !Number.isInteger(o["house"])) return null;
  const target: GameTarget = {
    gpId: o["gpId"],
    gtId: o["gtId"],
    gameCode: o["gameCode"],
    house: o["house"],
    customized: o["customized"] === true,
  };
  if (typeof o["name"] === "string") target.name = o["name"].slice(0, 120);
  return target;
}

export function serializePlayTarget(t: GameTarget): string {
  return JSON.stringify({
    gpId: t.gpId,
    gtId: t.gtId,
    gameCode: t.gameCode,
    house: t.house,
    customized: t.customized,
    ...(t.name ? { name: t.name } : {}),
  });
}
