// Browser. Starts the account flows of a page once (loaded by features/session/account-loader.ts): the session,
// the real-time notifier and connection (after load, when idle), the purchase pixel, the navigation after logout, the forced password
// check, the popup listener and the entry flows (query string, enc). Also the actions the header calls through
// the loader. A page-level start, not a store's: it runs once per page, whatever the islands show.
import { detectAppPlatform } from "../../lib/device/detect.ts";
import { initSession, refreshBalance, setLogoutNavigation } from "../../lib/session/session.store.ts";
import { carryToastsAcrossNavigation, showToast } from "../../components/ui/toast.store.ts";
import { whenIdle } from "../../components/ui/after-idle.ts";
import { prefix } from "./context.ts";
import { runEntryFlows } from "./entry-flows.ts";
import { installForcedPasswordCheck } from "./forced-password.ts";
import { listenPopupMessages } from "./popup-messages.ts";
import { listenThirdPartyLoginLinks } from "./third-party-login.ts";

export { requestLogout } from "./logout.ts";

let started = false;
/** Starts the account flows of this page once: session, navigation after logout, entry flows, popup messages. */
export function startAuth(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  // The features' own after-login refreshes (spec 001 §4: letters, recommend flag, cash surplus) run in their
  // stores' onMount once the session is ready (lib/session/session-life.ts).
  initSession();
  setLogoutNavigation(() => {
    // spec 001 §4: go to / except inside the iOS app.
    if (detectAppPlatform(window) === "ios") return;
    carryToastsAcrossNavigation(); // a forced logout's warning is read on the home page
    window.location.assign(`${prefix()}/`);
  });
  installForcedPasswordCheck();
  listenPopupMessages();
  listenThirdPartyLoginLinks();
  void runEntryFlows();
  whenIdle(() => void connectRealtime());
}

/**
 * The real-time connection (socket.io-client and laravel-echo, ~20 KB gzip) loads once the page has loaded and
 * the browser is idle, not before the first paint (DESIGN JS budget). Nothing is lost meanwhile: the member's
 * balance, letters and profile are read again once their channel has reached the server (the connector's
 * catch-up, spec 001 §4, §7), and a game start opens the connection itself if it is not there yet.
 */
export function connectRealtime(): Promise<void> {
  return import("../../lib/realtime/connector.ts").then((m) => {
    m.setRealtimeNotifier((level, key) => showToast(level, { key }));
    m.startRealtime();
    // The purchase pixel hears member_deposit.success on the connection just started; its code loads apart.
    void import("../ad-tracking/index.ts").then((t) => t.trackPurchases());
  });
}

/** The header's refresh button (loaded through account-loader.ts). */
export function refreshMemberBalance(): Promise<void> {
  return refreshBalance();
}
