// Browser and server (pure). What the page open type keeps in sessionStorage for /play (spec 000 §2, §4), and
// the message /close sends to the page that holds the game. Values read back are checked (DESIGN).
import type { GameTarget } from "./target.ts";
import { asObject, parseJsonObject } from "../../lib/json/object.ts";

export const playerPath = "/play";
/** postMessage type from /close to the window, modal or player that holds the game. */
export const GAME_CLOSED_MESSAGE = "lobby:gameClosed";

export interface PlayerRecord {
  url: string;
  target: GameTarget;
  demo: boolean;
}

function isTarget(v: unknown): v is GameTarget {
  const t = asObject(v);
  return (
    t !== null &&
    typeof t["gpId"] === "string" &&
    typeof t["gtId"] === "number" &&
    typeof t["gameCode"] === "string" &&
    typeof t["house"] === "number" &&
    typeof t["customized"] === "boolean" &&
    (t["name"] === undefined || typeof t["name"] === "string")
  );
}

/** The stored record, or null for anything else (missing, not JSON, a non-http(s) URL). */
export function parsePlayerRecord(raw: unknown): PlayerRecord | null {
  const r = parseJsonObject(raw);
  if (!r) return null;
  const url = r["url"];
  if (typeof url !== "string" || !/^https?:\/\//i.test(url) || !isTarget(r["target"])) return null;
  return { url, target: r["target"], demo: r["demo"] === true };
}
