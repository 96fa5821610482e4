// Ships to server and browser (pure). DownlineInfo's search box: a part of an account, checked against the
// account rules before any call (spec 001 §5 memberAccount: letters, digits, _ or -; spec 001 §9 at most 12), and
// the pause after a keystroke before the search leaves, so typing "agent0" sends one request, not six.
import { LIMITS } from "../../contract/constants.ts";

export type SearchProblem = "agentCentre.downline.err.searchLong" | "agentCentre.downline.err.searchChars";

const ACCOUNT_CHARS = /^[A-Za-z0-9_-]*$/;

/** Why this text cannot be searched for, or null (an empty text lists everyone). */
export function searchProblem(text: string): SearchProblem | null {
  const s = text.trim();
  if (s.length > LIMITS.accountMax) return "agentCentre.downline.err.searchLong";
  if (!ACCOUNT_CHARS.test(s)) return "agentCentre.downline.err.searchChars";
  return null;
}

/**
 * The pause after the last keystroke (ms). Short enough that "keystroke → painted rows" stays within the bench's
 * 300 ms aim over 10,000 members; long enough that fast typing sends one request. A stale answer is dropped by
 * runLoad (and its request aborted), so a slow answer never paints over a newer one.
 */
export const SEARCH_PAUSE_MS = 60;
