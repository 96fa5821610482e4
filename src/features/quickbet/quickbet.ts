// Pure. The sport quick-bet frame's messages (spec 001 §4): accepted only from the frame's exact origin;
// S001 sets the frame's height, U003 opens the game through the launcher. Payload shapes are our decision
// (the sandbox's quick-bet page, sandbox/games/slot-page.ts sportPage, sends both):
//   { type: "S001", height: number }   { type: "U003", gp_id: string, gt_id?: number, game_code?: string }
import { TIMING } from "../../lib/config/constants.ts";

export type QuickBetAction =
  { type: "height"; px: number } | { type: "open"; gpId: string; gtId: number; gameCode: string };

/** The exact origin of an http(s) frame URL (relative URLs resolve against the page), else null. */
export function frameOriginOf(url: string, pageOrigin: string): string | null {
  try {
    const u = new URL(url, pageOrigin);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

const SPORT_GT_ID = 4;

/** What a message event asks, or null when it is from another origin, another window or malformed. */
export function quickBetAction(
  message: { origin: string; data: unknown; fromFrame: boolean },
  frameOrigin: string | null,
): QuickBetAction | null {
  if (!frameOrigin || message.origin !== frameOrigin || !message.fromFrame) return null;
  const d = message.data;
  if (typeof d !== "object" || d === null) return null;
  const rec = d as Record<string, unknown>;
  if (rec["type"] === "S001") {
    const h = rec["height"];
    if (typeof h !== "number" || !Number.isFinite(h) || h <= 0) return null;
    return {
      type: "height",
      px: Math.round(Math.min(TIMING.quickBetMaxHeightPx, Math.max(TIMING.quickBetMinHeightPx, h))),
    };
  }
  if (rec["type"] === "U003") {
    const gp = rec["gp_id"];
    if (typeof gp !== "string" || !/^GP[A-Z0-9]{2,6}$/.test(gp)) return null;
    const rawGt = rec["gt_id"];
    const gt = typeof rawGt === "number" && Number.isInteger(rawGt) && rawGt >= 2 && rawGt <= 9 ? rawGt : SPORT_GT_ID;
    const code = typeof rec["game_code"] === "string" && rec["game_code"].length <= 64 ? rec["game_code"] : "";
    return { type: "open", gpId: gp, gtId: gt, gameCode: code };
  }
  return null;
}
