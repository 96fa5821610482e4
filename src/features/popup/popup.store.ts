// Browser. Runs the promotion pop-up (popup.rules.ts): asks the list for the login state, device and page, decides
// with the stored close time, presents it only when no game is starting and no login modal is open, and on close
// stores the time / hides and reloads (spec 000 §3, §4, §7). History from bulletin/history.
import { atom } from "nanostores";
import { STORAGE } from "../../lib/config/keys.ts";
import { readItem, writeItem } from "../../lib/storage/index.ts";
import { $accountModal, fetchableMember, initSession, onSessionEvent, siteId } from "../../lib/session/index.ts";
import { $gameActivity } from "../launcher/index.ts";
import { getPopup, getPopupHistory, hideMemberPopup, type PopupItem } from "./api.ts";
import {
  closeEffects,
  displayDeviceOf,
  displayLocationOf,
  formatCloseMark,
  isDepositPage,
  itemsForDevice,
  mayPresent,
  parseCloseMark,
  shouldShowPopup,
  type DeviceKind,
} from "./popup.rules.ts";

export type PopupView =
  | { kind: "closed" }
  | { kind: "open"; items: PopupItem[] }
  | { kind: "history"; items: PopupItem[] | null; error: boolean };

export const $popup = atom<PopupView>({ kind: "closed" });

interface Pending {
  items: PopupItem[];
  frequency: 0 | 1;
  member: boolean;
  deposit: boolean;
  device: DeviceKind;
}
let pending: Pending | null = null;
let shown: Pending | null = null;
let seq = 0;

const device = (): DeviceKind => (document.documentElement.dataset["layout"] === "desktop" ? "desktop" : "mobile");
const onDeposit = () => isDepositPage(window.location.pathname, window.location.search);

function present(): void {
  if (!pending) return;
  const activity = $gameActivity.get();
  const gameActive = activity.starting || activity.open;
  if (!mayPresent({ interactive: true, gameActive, accountModalOpen: $accountModal.get() !== null })) return;
  shown = pending;
  pending = null;
  $popup.set({ kind: "open", items: shown.items });
}

/** Asks the platform and decides (a newer load wins over an older one). */
export async function loadPopup(): Promise<void> {
  const mine = ++seq;
  const member = fetchableMember() !== null;
  const deposit = onDeposit();
  const d = device();
  try {
    const answer = await getPopup({
      member,
      siteId: siteId(),
      displayDevice: displayDeviceOf(d),
      displayLocation: displayLocationOf(deposit),
    });
    if (mine !== seq) return;
    const items = itemsForDevice(answer.items, d);
    const show = shouldShowPopup({
      loggedIn: member,
      onDepositPage: deposit,
      items,
      closed: parseCloseMark(readItem(STORAGE.popUpCloseTime)),
    });
    pending = show ? { items, frequency: answer.frequency, member, deposit, device: d } : null;
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
  const fx = closeEffects({ loggedIn: s.member, onDepositPage: s.deposit, displayFrequency: s.frequency });
  if (fx.storeTime) writeItem(STORAGE.popUpCloseTime, formatCloseMark(Date.now(), s.member));
  if (fx.hideAndReload)
    void hideMemberPopup(siteId(), displayDeviceOf(s.device), displayLocationOf(s.deposit))
      .catch(() => undefined)
      .then(loadPopup);
}

export async function openPopupHistory(): Promise<void> {
  $popup.set({ kind: "history", items: null, error: false });
  try {
    const items = itemsForDevice(await getPopupHistory(siteId(), displayDeviceOf(device())), device());
    if ($popup.get().kind === "history") $popup.set({ kind: "history", items, error: false });
  } catch {
    if ($popup.get().kind === "history") $popup.set({ kind: "history", items: [], error: true });
  }
}

/** Back from the history to the pop-up (or closed when it had been closed). */
export function leavePopupHistory(): void {
  $popup.set(shown ? { kind: "open", items: shown.items } : { kind: "closed" });
}

let started = false;
/** Starts once per page: loads now, again on login and logout; waits for a game start or login modal to end. */
export function startPopup(): () => void {
  if (started) return () => undefined;
  started = true;
  initSession();
  void loadPopup();
  const offSession = onSessionEvent((e) => {
    if (e.type === "session:login" || e.type === "session:logout") {
      shown = null;
      if ($popup.get().kind !== "closed") $popup.set({ kind: "closed" });
      void loadPopup();
    }
  });
  const offGame = $gameActivity.listen((a) => {
    if (a.starting || a.open) {
      // never over a game start: step aside and come back after
      if (shown && $popup.get().kind === "open") {
        pending = shown;
        shown = null;
        $popup.set({ kind: "closed" });
      }
    } else present();
  });
  const offModal = $accountModal.listen((m) => {
    if (m !== null && shown && $popup.get().kind === "open") {
      pending = shown;
      shown = null;
      $popup.set({ kind: "closed" });
    } else if (m === null) present();
  });
  return () => {
    offSession();
    offGame();
    offModal();
    started = false;
  };
}
