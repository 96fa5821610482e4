// Browser. Loads the account machinery (API client, contract schemas, session effects, auth flows, real-time
// connector) only when the page needs it: at once when a member is stored, the address carries a login (tk,
// enc) or the first-time register cookie is set; otherwise on the visitor's first interaction or when another
// tab logs in. Anonymous visitors on home and the game hall then ship only React, i18n and the atoms before
// interaction (DESIGN JS budget: 110 KB gzip).
import { COOKIES } from "../../lib/config/keys.ts";
import {
  INTERACTION_EVENTS,
  isVisitorInteraction,
  markVisitorInteracted,
  neededAtOnce,
  visitorHasInteracted,
} from "../../lib/session/session-start.ts";
import { isSessionStorageKey } from "../../lib/session/session.machine.ts";
import { readStoredSession } from "../../lib/session/session.atoms.ts";
import { readCookie } from "../../lib/storage/index.ts";
import type * as Auth from "../auth/client.ts";
import { watchSessionGate } from "./gate-watch.ts";

type AuthModule = typeof Auth;

let loading: Promise<AuthModule> | null = null;

/** The auth flows, started once (startAuth also starts the session and the real-time connection). */
export function loadAccount(): Promise<AuthModule> {
  loading ??= import("../auth/client.ts").then((m) => {
    m.startAuth();
    // From now on the session store decides which state member pages show (gate.ts).
    watchSessionGate();
    return m;
  });
  return loading;
}

let armed = false;

/** Called by the account islands once hydrated: now, or on the first interaction / another tab's login. */
export function startAccountWhenNeeded(): void {
  if (armed || typeof window === "undefined") return;
  armed = true;
  if (
    visitorHasInteracted() ||
    neededAtOnce(window.location.search, readStoredSession() !== null, readCookie(COOKIES.isRouteRegister))
  ) {
    void loadAccount();
    return;
  }
  const go = (event?: Event) => {
    if (event && !isVisitorInteraction(event)) return;
    if (event) markVisitorInteracted();
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, go, true);
    window.removeEventListener("storage", onStorage);
    void loadAccount();
  };
  const onStorage = (e: StorageEvent) => {
    if (isSessionStorageKey(e.key)) go();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  window.addEventListener("storage", onStorage);
}
