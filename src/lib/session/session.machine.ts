// Pure. The member session (spec 001 §3, §4, §6): a member_id and token in storage mean a logged-in session;
// anonymous otherwise. Storage layout, login, logout, the balance (a dash while loading), a refreshed
// Authorization header and what another tab's storage change means here. No React, nanostores, fetch or DOM.
import type { MemberLayout } from "../../contract/member.ts";
import { isCurrency, type Currency } from "../config/constants.ts";
import { STORAGE } from "../config/keys.ts";
import { SESSION_KEYS, isSessionStorageKey } from "./session-keys.ts";

export interface Member {
  token: string;
  memberId: number;
  account: string;
  currency: Currency;
  memberType: number;
  agentType: number | null;
}

export type Balance =
  | { status: "idle" }
  | { status: "loading"; last: number | null }
  | { status: "ready"; cash: number; total: number | null }
  | { status: "error"; last: number | null };

export type SessionState =
  { status: "anonymous" } | { status: "member"; member: Member; layout: MemberLayout | null; balance: Balance };

export type SessionEvent =
  | { type: "restore"; member: Member | null }
  | { type: "login"; member: Member }
  | { type: "logout" }
  | { type: "layoutLoaded"; layout: MemberLayout }
  | { type: "balanceLoading" }
  | { type: "balanceLoaded"; cash: number; total: number | null }
  | { type: "balanceFailed" }
  | { type: "tokenRefreshed"; token: string };

export const ANONYMOUS: SessionState = { status: "anonymous" };

function shownAmount(b: Balance): number | null {
  if (b.status === "ready") return b.total ?? b.cash;
  if (b.status === "loading" || b.status === "error") return b.last;
  return null;
}

export function sessionTransition(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "restore":
      if (!event.member) return ANONYMOUS;
      if (state.status === "member" && sameMember(state.member, event.member)) {
        return { ...state, member: event.member };
      }
      return { status: "member", member: event.member, layout: null, balance: { status: "idle" } };
    case "login":
      return { status: "member", member: event.member, layout: null, balance: { status: "idle" } };
    case "logout":
      return ANONYMOUS;
    case "layoutLoaded":
      if (state.status !== "member" || event.layout.id !== state.member.memberId) return state;
      return {
        ...state,
        layout: event.layout,
        member: { ...state.member, memberType: event.layout.member_type, agentType: event.layout.agent_type },
      };
    case "balanceLoading":
      if (state.status !== "member") return state;
      return { ...state, balance: { status: "loading", last: shownAmount(state.balance) } };
    case "balanceLoaded":
      if (state.status !== "member") return state;
      return { ...state, balance: { status: "ready", cash: event.cash, total: event.total } };
    case "balanceFailed":
      if (state.status !== "member") return state;
      return { ...state, balance: { status: "error", last: shownAmount(state.balance) } };
    case "tokenRefreshed":
      if (state.status !== "member" || !event.token || event.token === state.member.token) return state;
      return { ...state, member: { ...state.member, token: event.token } };
  }
}

export function sameMember(a: Member, b: Member): boolean {
  return a.memberId === b.memberId && a.token === b.token;
}

/** What the balance area shows: null means the dash (spec 001 §4 "balance refresh shows a dash while loading"). */
export function balanceDisplay(state: SessionState): number | null {
  if (state.status !== "member") return null;
  const b = state.balance;
  return b.status === "ready" ? (b.total ?? b.cash) : null;
}

/** "Bearer <token>" for the Authorization header; null when anonymous. */
export function authorizationOf(state: SessionState): string | null {
  return state.status === "member" ? `Bearer ${state.member.token}` : null;
}

/** The token inside a refreshed Authorization header ("Bearer x" or "x"), or null. */
export function tokenFromAuthorization(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const token = value.replace(/^Bearer\s+/i, "").trim();
  return /^[\w.\-~+/=]{8,}$/.test(token) ? token : null;
}

export { SESSION_KEYS, isSessionStorageKey };

export type StoredItems = Partial<Record<(typeof SESSION_KEYS)[number], string | null>>;

function int(value: unknown): number | null {
  if (typeof value !== "string" || !/^-?\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Reads the stored session; anything missing or malformed means anonymous (null). */
export function parseStoredSession(items: StoredItems): Member | null {
  const token = items[STORAGE.token];
  const memberId = int(items[STORAGE.memberId]);
  if (typeof token !== "string" || token.trim() === "" || token === "null" || memberId === null || memberId <= 0)
    return null;
  const currency = items[STORAGE.currency];
  if (!isCurrency(currency)) return null;
  return {
    token,
    memberId,
    account: typeof items[STORAGE.memberAccount] === "string" ? (items[STORAGE.memberAccount] as string) : "",
    currency,
    memberType: int(items[STORAGE.memberType]) ?? 1,
    agentType: int(items[STORAGE.agentType]),
  };
}

/** The storage items for a member (null removes the item). */
export function storedItemsOf(member: Member | null): Required<StoredItems> {
  return {
    [STORAGE.token]: member?.token ?? null,
    [STORAGE.memberId]: member ? String(member.memberId) : null,
    [STORAGE.memberAccount]: member?.account ?? null,
    [STORAGE.currency]: member?.currency ?? null,
    [STORAGE.memberType]: member ? String(member.memberType) : null,
    [STORAGE.agentType]: member && member.agentType !== null ? String(member.agentType) : null,
  };
}

/** The cross-tab message written to the `window-msg` key (spec 001 §3). */
export type WindowMessage = { type: "login" | "logout"; memberId: number | null; at: number };

export function parseWindowMessage(value: unknown): WindowMessage | null {
  if (typeof value !== "string") return null;
  try {
    const v = JSON.parse(value) as Partial<WindowMessage>;
    if ((v.type === "login" || v.type === "logout") && typeof v.at === "number")
      return { type: v.type, memberId: typeof v.memberId === "number" ? v.memberId : null, at: v.at };
  } catch {
    // not ours
  }
  return null;
}

/** What another tab's storage change means for this tab (spec 001 §3 cross-tab). */
export type CrossTabDecision =
  | { type: "ignore" }
  | { type: "loggedIn"; member: Member }
  | { type: "loggedOut" }
  | { type: "updated"; member: Member };

export function crossTabDecision(state: SessionState, stored: Member | null): CrossTabDecision {
  if (state.status === "anonymous") return stored ? { type: "loggedIn", member: stored } : { type: "ignore" };
  if (!stored) return { type: "loggedOut" };
  if (stored.memberId !== state.member.memberId) return { type: "loggedIn", member: stored };
  if (stored.token !== state.member.token) return { type: "updated", member: stored };
  return { type: "ignore" };
}
