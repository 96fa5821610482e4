// Browser. Runs the promotion pop-up (popup.rules.ts): takes the list for the login state, device and page,
// decides with the stored close time, presents it only when no game is starting and no login modal is open, and
// on close stores the time / hides and reloads (spec 000 §3, §4, §7). History from bulletin/history.
// A visitor's list comes painted with the home page (popup.server.ts: read, filtered and sanitised on the
// server); the calls, the session machinery, the launcher and DOMPurify load only for a member, a visitor whose
// device the server guessed wrong, or the history (DESIGN JS budget: a visitor's first load stays small).
import { atom } from "nanostores";
import { readBoot } from "../../lib/boot/boot.ts";
import { serverNow } from "../../lib/api/server-clock.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { readItem, writeItem } from "../../lib/storage/storage.ts";
import { $dialog } from "../../components/ui/dialog.store.ts";
import { $toasts } from "../../components/ui/toasts.atom.ts";
import { $accountModal } from "../../components/ui/account-modal.ts";
import { $priorityDialog } from "../../components/ui/priority-dialog.ts";
import { accountNeededNow } from "../../lib/session/session-start.ts";
import { sessionEvents } from "../../lib/session/session-events.ts";
import { $isLoggedIn } from "../../lib/session/session.atoms.ts";
import type { PopupItem } from "./api.ts";
import { popupEntry, type PopupEntry, type PopupSeed } from "./entries.ts";
import * as rules from "./popup.rules.ts";

export type PopupView =
  | { kind: "closed" }
  | { kind: "open"; items: PopupEntry[] }
  | { kind: "history"; items: PopupEntry[] | null; error: boolean };

export const $popup = atom<PopupView>({ kind: "closed" });

interface Pending {
  items: PopupEntry[];
  frequency: 0 | 1;
  member: boolean;
  deposit: boolean;
  device: rules.DeviceKind;
}
let pending: Pending | null = null;
let shown: Pending | null = null;
let seq = 0;
let seed: PopupSeed | null = null;
let gameActive = false;

const device = (): rules.DeviceKind =>
  document.documentElement.dataset["layout"] === "desktop" ? "desktop" : "mobile";
const onDeposit = () => rules.isDepositPage(window.location.pathname, window.location.search);
const siteId = () => readBoot().config.siteId;

function present(): void {
  if (!pending) return;
  const blocked = {
    accountModalOpen: $accountModal.get() !== null,
    dialogOpen: $dialog.get() !== null,
    noticeOpen: rules.noticeUp($toasts.get()),
    priorityOpen: $priorityDialog.get() !== null,
  };
  if (!rules.mayPresent({ interactive: true, gameActive, ...blocked })) return;
  shown = pending;
  pending = null;
  $popup.set({ kind: "open", items: shown.items });
}

/** The platform's items with their HTML through the page's sanitiser. */
async function toEntries(items: readonly PopupItem[]): Promise<PopupEntry[]> {
  const { sanitizeHtml } = await import("../../lib/html/sanitize.ts");
  return items.map((i) => popupEntry(i, sanitizeHtml(i.content)));
}

/**
 * The pop-up steps aside while something it must never cover is up (a game starting or open, a login modal, a
 * question dialog, a warning or error notice; rules.mayPresent) and comes back once everything is gone (present
 * re-checks them all).
 */
function stepAside(blocking: boolean): void {
  if (blocking && shown && $popup.get().kind === "open") {
    pending = shown;
    shown = null;
    $popup.set({ kind: "closed" });
  } else if (!blocking) present();
}

/** Whose list: a member's (bulletin/member) unless the session is a visitor's or a demo (spec 000 §7). */
async function fetchingMember(): Promise<boolean> {
  if (!$isLoggedIn.get()) return false;
  return (await import("../../lib/session/index.ts")).fetchableMember() !== null;
}

/** Asks the platform (or takes the list painted with the page) and decides; a newer load wins over an older one. */
export async function loadPopup(): Promise<void> {
  const mine = ++seq;
  const deposit = onDeposit();
  const d = device();
  try {
    const member = await fetchingMember();
    let seeded: PopupEntry[] | null = null;
    let fetched: PopupItem[] = [];
    let frequency: 0 | 1;
    if (!member && !deposit && seed) {
      seeded = rules.itemsForDevice(seed.items, d);
      frequency = seed.frequency;
    } else {
      const { getPopup } = await import("./api.ts");
      const answer = await getPopup({
        member,
        siteId: siteId(),
        displayDevice: rules.displayDeviceOf(d),
        displayLocation: rules.displayLocationOf(deposit),
      });
      fetched = rules.itemsForDevice(answer.items, d);
      frequency = answer.frequency;
    }
    if (mine !== seq) return;
    const show = rules.shouldShowPopup({
      loggedIn: member,
      onDepositPage: deposit,
      items: seeded ?? fetched,
      closed: rules.parseCloseMark(readItem(STORAGE.popUpCloseTime)),
    });
    // The sanitiser (about 12 KB gzip) loads only for a pop-up about to show (DESIGN "Budgets").
    const items = !show ? [] : (seeded ?? (await toEntries(fetched)));
    if (mine !== seq) return;
    pending = show ? { items, frequency, member, deposit, device: d } : null;
    if (!show && $popup.get().kind === "open") $popup.set({ kind: "closed" });
    present();
  } catch {
    // no pop-up: a promotion is not worth an error
  }
}

/** The member closes it (spec 000 §4). */
export function closePopup(): void {
  const s = shown;
  $popup.set({ kind: "closed" });
  shown = null;
  if (!s) return;
  const fx = rules.closeEffects({ loggedIn: s.member, onDepositPage: s.deposit, displayFrequency: s.frequency });
  if (fx.storeTime) writeItem(STORAGE.popUpCloseTime, rules.formatCloseMark(serverNow(), s.member));
  if (fx.hideAndReload)
    void import("./api.ts")
      .then((api) => api.hideMemberPopup(siteId(), rules.displayDeviceOf(s.device), rules.displayLocationOf(s.deposit)))
      .catch(() => undefined)
      .then(loadPopup);
}

export async function openPopupHistory(): Promise<void> {
  $popup.set({ kind: "history", items: null, error: false });
  try {
    const { getPopupHistory } = await import("./api.ts");
    const items = await toEntries(
      rules.itemsForDevice(await getPopupHistory(siteId(), rules.displayDeviceOf(device())), device()),
    );
    if ($popup.get().kind === "history") $popup.set({ kind: "history", items, error: false });
  } catch {
    if ($popup.get().kind === "history") $popup.set({ kind: "history", items: [], error: true });
  }
}

/** Back from the history to the pop-up (or closed when it had been closed). */
export function leavePopupHistory(): void {
  $popup.set(shown ? { kind: "open", items: shown.items } : { kind: "closed" });
}

/** Never over a game start (spec 000 §4): only a member starts games, so the launcher is watched from a login on. */
let watchingGames: Promise<() => void> | null = null;
function watchGames(): void {
  watchingGames ??= import("../launcher/index.ts").then(({ $gameActivity, isGameRunning }) =>
    $gameActivity.subscribe((a) => {
      gameActive = isGameRunning(a);
      stepAside(gameActive);
    }),
  );
}

let started = false;
/**
 * Starts once per page: decides now, again on login and logout; waits for a game start or login modal to end.
 * `visitorSeed`: the visitor's list the server painted with the page, if any (the island's server data, which
 * is why this is a start the island calls rather than the store's onMount).
 */
export function startPopup(visitorSeed: PopupSeed | null = null): () => void {
  if (started) return () => undefined;
  started = true;
  seed = visitorSeed;
  const memberAhead = accountNeededNow();
  if (memberAhead || $isLoggedIn.get()) {
    watchGames();
    // A stored member: the session machinery (already on its way with the header) says who is here first.
    void import("../../lib/session/index.ts").then((s) => {
      s.initSession();
      void loadPopup();
    });
  } else void loadPopup();
  const decideAgain = () => {
    shown = null;
    if ($popup.get().kind !== "closed") $popup.set({ kind: "closed" });
    void loadPopup();
  };
  const offLogin = sessionEvents.on("login", () => {
    watchGames();
    decideAgain();
  });
  const offLogout = sessionEvents.on("logout", decideAgain);
  const offModal = $accountModal.listen((m) => stepAside(m !== null));
  const offDialog = $dialog.listen((d) => stepAside(d !== null));
  // A warning or error toast ("logged in elsewhere", spec 001 §4) wins over marketing until it is gone.
  const offNotice = $toasts.listen((t) => stepAside(rules.noticeUp(t)));
  // The reality check wins over every promotion pop-up (player protection).
  const offPriority = $priorityDialog.listen((d) => stepAside(d !== null));
  return () => {
    offPriority();
    offLogin();
    offLogout();
    offModal();
    offDialog();
    offNotice();
    void watchingGames?.then((off) => off());
    watchingGames = null;
    started = false;
  };
}
