// Browser (safe to import on the server). The session atoms and the stored-session reader, without the API
// client: the header reads these on every page, and the effects (session.store.ts, with the contract and
// zod) load only when a member is stored or the visitor first interacts (DESIGN JS budget).
import { atom, computed } from "nanostores";
import { readItem } from "../storage/storage.ts";
import {
  ANONYMOUS,
  SESSION_KEYS,
  balanceDisplay,
  parseStoredSession,
  type Member,
  type SessionState,
  type StoredItems,
} from "./session.machine.ts";

export const $session = atom<SessionState>(ANONYMOUS);
export const $isLoggedIn = computed($session, (s) => s.status === "member");
export const $member = computed($session, (s) => (s.status === "member" ? s.member : null));
export const $layout = computed($session, (s) => (s.status === "member" ? s.layout : null));
/** The amount to show, or null for the dash (spec 001 §4). */
export const $balance = computed($session, balanceDisplay);
export const $balanceLoading = computed($session, (s) => s.status === "member" && s.balance.status === "loading");
/** The last balance call failed (the platform did not answer): the header says so and offers its refresh. */
export const $balanceFailed = computed($session, (s) => s.status === "member" && s.balance.status === "error");
/** Set once the browser state is read: before that islands render the server's (anonymous) view. */
export const $sessionReady = atom<boolean>(false);

/** The member the storage items of spec 001 §3 describe, or null (anything missing or malformed). */
export function readStoredSession(): Member | null {
  const items: StoredItems = {};
  for (const key of SESSION_KEYS) items[key] = readItem(key);
  return parseStoredSession(items);
}
