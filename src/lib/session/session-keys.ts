// Browser and server (pure). The items of local storage the session reads and writes (spec 001 §3), apart from
// session.machine.ts (which re-exports them) so that the `client:interact` directive, inlined in every page with
// islands, imports them without the machine's tables (about 0.7 KB of each content page's HTML).
import { STORAGE } from "../config/keys.ts";

/** Items of local storage the session reads and writes (spec 001 §3). */
export const SESSION_KEYS = [
  STORAGE.token,
  STORAGE.memberId,
  STORAGE.memberAccount,
  STORAGE.currency,
  STORAGE.memberType,
  STORAGE.agentType,
] as const;

/** Whether a storage event's key concerns the session (null key = storage cleared). */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === STORAGE.windowMsg || (SESSION_KEYS as readonly string[]).includes(key);
}
