// Browser (inert on the server until initSession runs). The session store: the $session atom and its effects —
// storage and cookies of spec 001 §3, the API client's language and Authorization, logout on HTTP 401,
// cross-tab sync through the storage event and the `window-msg` key, the session's own after-login refresh
// (layout, balance; spec 001 §4) and the "login" / "logout" session events (session-events.ts) on which the
// features refresh their own data (letters, recommend flag, cash surplus: src/features/*).
import { machineSender } from "../load/index.ts";
import { memberCalls, type MemberLayout } from "../../contract/member.ts";
import { walletCalls } from "../../contract/wallet.ts";
import { callApi, configureApi, onUnauthorized } from "../api/index.ts";
import { bootOrNull } from "../boot/boot.ts";
import { COOKIE, type Currency } from "../config/constants.ts";
import { COOKIES, STORAGE } from "../config/keys.ts";
import { readItem, removeItem, writeItem, writeCookie } from "../storage/index.ts";
import { sessionEvents, type LogoutReason } from "./session-events.ts";
import {
  ANONYMOUS,
  type SESSION_KEYS,
  authorizationOf,
  crossTabDecision,
  isSessionStorageKey,
  parseWindowMessage,
  sessionTransition,
  storedItemsOf,
  tokenFromAuthorization,
  type Member,
} from "./session.machine.ts";
import { $session, $sessionReady, readStoredSession } from "./session.atoms.ts";

export { $session, $isLoggedIn, $member, $layout, $balance, $balanceLoading, $sessionReady } from "./session.atoms.ts";

const send = machineSender($session, sessionTransition);

const readStored = readStoredSession;

function writeStored(member: Member | null): void {
  for (const [key, value] of Object.entries(storedItemsOf(member)))
    writeItem(key as (typeof SESSION_KEYS)[number], value);
}

function broadcast(type: "login" | "logout", memberId: number | null): void {
  writeItem(STORAGE.windowMsg, JSON.stringify({ type, memberId, at: Date.now() }));
}

const boot = bootOrNull;

/**
 * Demo mode (IS_DEMO, spec 001 §5 "fakes login"): the member exists only in this browser, so no member call
 * goes to the platform (it would answer 401 to the fake token and undo the login), and no private channel
 * is joined.
 */
export function demoSite(): boolean {
  return boot()?.config.isDemo === true;
}

export function siteId(): number {
  return boot()?.config.siteId ?? 0;
}

export function pageLanguage(): string {
  return boot()?.lang ?? "en_US";
}

let initialised = false;
const cleanups: (() => void)[] = [];

/** Wires the API client and storage listeners once per page; safe to call from every island. */
export function initSession(): void {
  if (initialised || typeof window === "undefined") return;
  initialised = true;
  configureApi({
    language: pageLanguage,
    readAuthorization: () => authorizationOf($session.get()) ?? bearerFromStorage(),
    writeAuthorization: (value) => {
      const token = tokenFromAuthorization(value);
      if (!token || $session.get().status !== "member") return;
      send({ type: "tokenRefreshed", token });
      writeItem(STORAGE.token, token);
    },
  });
  cleanups.push(
    onUnauthorized(() => {
      if (!demoSite()) void logout({ reason: "unauthorized", callServer: false });
    }),
  );
  const member = readStored();
  send({ type: "restore", member });
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea && e.storageArea !== window.localStorage) return;
    if (!isSessionStorageKey(e.key)) return;
    if (e.key === STORAGE.windowMsg && !parseWindowMessage(e.newValue)) return;
    syncFromStorage();
  };
  window.addEventListener("storage", onStorage);
  cleanups.push(() => window.removeEventListener("storage", onStorage));
  $sessionReady.set(true);
  if (member) afterLogin(false);
}

function bearerFromStorage(): string | null {
  const token = readItem(STORAGE.token);
  return token ? `Bearer ${token}` : null;
}

/** Another tab changed the session (spec 001 §3: shared across tabs). */
export function syncFromStorage(): void {
  const decision = crossTabDecision($session.get(), readStored());
  switch (decision.type) {
    case "ignore":
      return;
    case "loggedIn":
      send({ type: "login", member: decision.member });
      sessionEvents.emit("login", decision.member);
      afterLogin(false);
      return;
    case "updated":
      send({ type: "restore", member: decision.member });
      return;
    case "loggedOut":
      resetLocal("otherTab");
      return;
  }
}

/**
 * Stores a successful login or registration (spec 001 §4): token, member id, account, currency, member type;
 * broadcasts it to other tabs, emits the "login" session event and starts the after-login refresh list.
 */
export function applyLogin(
  token: string,
  memberId: number,
  account: string,
  currency: Currency,
  memberType: number,
  agentType: number | null = null,
): Member {
  initSession();
  const member: Member = { token, memberId, account, currency, memberType, agentType };
  writeStored(member);
  writeCookie(COOKIES.siteCurrency, currency, { maxAgeS: COOKIE.currencyMaxAgeS });
  send({ type: "login", member });
  broadcast("login", memberId);
  sessionEvents.emit("login", member);
  afterLogin(true);
  return member;
}

/**
 * The member already logged in got a new token (a query-string or enc login of the same member_id): take it
 * quietly, keeping the session and its stores; other tabs follow through storage, the channels reconnect.
 */
export function refreshToken(token: string): void {
  if ($session.get().status !== "member" || !token) return;
  send({ type: "tokenRefreshed", token });
  writeItem(STORAGE.token, token);
}

/**
 * The session's part of the after-login refresh list (spec 001 §4): layout and balance. Letters, the recommend
 * flag and the cash surplus belong to their features, which refresh on "session:login" (and at their start).
 */
export function afterLogin(_fresh: boolean): void {
  if (demoSite()) return;
  void readLayoutShared();
  void refreshBalance();
}

/** The member whose data may be fetched: none for a demo session (see demoSite). */
export function fetchableMember(): Member | null {
  const s = $session.get();
  return s.status === "member" && !demoSite() ? s.member : null;
}

let layoutRead: Promise<MemberLayout | null> | null = null;
/**
 * The layout read in flight, or a new one: for the reads of a page's start (the session's and a store's that
 * needs the layout), so they share one request. A read that must see a change (an approval) uses refreshLayout.
 */
export function readLayoutShared(): Promise<MemberLayout | null> {
  layoutRead ??= refreshLayout().finally(() => {
    layoutRead = null;
  });
  return layoutRead;
}

export async function refreshLayout(): Promise<MemberLayout | null> {
  if (!fetchableMember()) return null;
  try {
    const layout = await callApi(memberCalls.layout, {});
    send({ type: "layoutLoaded", layout });
    sessionEvents.emit("layoutLoaded", layout);
    return layout;
  } catch {
    return null;
  }
}

/** Reloads the balance through my_cash; the dash shows while it loads (spec 001 §4). */
export async function refreshBalance(): Promise<void> {
  const m = fetchableMember();
  if (!m) return;
  send({ type: "balanceLoading" });
  try {
    const cash = await callApi(walletCalls.myCash, {});
    if (fetchableMember()?.memberId !== m.memberId) return;
    send({ type: "balanceLoaded", cash: cash.member_cash, total: cash.total });
  } catch {
    send({ type: "balanceFailed" });
  }
}

/** A real-time `member.cash` / `all_transfer_back`: the new balance without a call. */
export function setBalance(cash: number, total: number | null): void {
  send({ type: "balanceLoaded", cash, total });
}

export interface LogoutOptions {
  reason?: LogoutReason;
  /** Tell the platform (false when it already said the token is dead). */
  callServer?: boolean;
  /** Go to the home page afterwards (spec 001 §4; never inside the iOS app). */
  navigate?: boolean;
}

/** Clears this tab's session: storage, stores, opened windows (channels follow $session). */
function resetLocal(reason: LogoutReason): void {
  if ($session.get().status === "anonymous") return;
  send({ type: "logout" });
  removeItem(STORAGE.isPlay);
  // The windows the site opened close on this event (components/ui/windows.ts).
  sessionEvents.emit("logout", reason);
}

let navigateHome: (() => void) | null = null;
/** The auth feature installs the navigation (it knows the locale prefix and the iOS-app exception). */
export function setLogoutNavigation(fn: (() => void) | null): void {
  navigateHome = fn;
}

/** Logs out (spec 001 §4): tells the platform, clears storage, resets stores, other tabs follow. */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  const {
    reason = "user",
    callServer = reason === "user" || reason === "relogin",
    navigate = reason !== "relogin" && reason !== "otherTab",
  } = options;
  const wasMember = $session.get().status === "member";
  if (callServer && wasMember && !demoSite()) {
    try {
      await callApi(memberCalls.logout, {});
    } catch {
      // the token may already be dead; the local logout stands
    }
  }
  const before = $session.get();
  const memberId = before.status === "member" ? before.member.memberId : null;
  writeStored(null);
  resetLocal(reason);
  if (wasMember) broadcast("logout", memberId);
  if (navigate && wasMember) navigateHome?.();
}

/** Tests only: forget the page-level wiring. */
export function resetSessionForTests(): void {
  for (const c of cleanups.splice(0)) c();
  initialised = false;
  navigateHome = null;
  $session.set(ANONYMOUS);
  $sessionReady.set(false);
}
