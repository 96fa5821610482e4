// Pure. When the promotion pop-up shows (spec 000 §3, §4, §7, §9): which list is asked for, which items the
// device shows, whether the stored close time hides it, and whether it may open now. No DOM, stores or fetch.
import { DISPLAY_DEVICE, POPUP_LOCATION } from "../../lib/config/constants.ts";

/** One pop-up item as the rule needs it (contract PopupItemSchema). */
export interface PopupRuleItem {
  display_device: 0 | 1 | 2;
  updated_at: string;
}

export type DeviceKind = "desktop" | "mobile";

/** The stored close time (popUpDiscountModalCloseTime): when, and in which login state it was closed. */
export interface CloseMark {
  at: number;
  member: boolean | null; // null: a value without the state (older or foreign): applies to both
}

/** display_device of the request: 1 desktop, 2 mobile (spec 000 §9). */
export const displayDeviceOf = (device: DeviceKind): 1 | 2 => DISPLAY_DEVICE[device];

/** display_location of the member request: 3 on the deposit page, 2 elsewhere (spec 000 §7, §9). */
export const displayLocationOf = (onDepositPage: boolean): 2 | 3 =>
  onDepositPage ? POPUP_LOCATION.deposit : POPUP_LOCATION.default;

/** Which call: bulletin for a visitor, bulletin/member for a member (spec 000 §7). */
export const popupSourceOf = (loggedIn: boolean): "bulletin" | "memberBulletin" =>
  loggedIn ? "memberBulletin" : "bulletin";

/** display_device 0 both, 1 desktop, 2 mobile (spec 000 §3). */
export function itemsForDevice<T extends PopupRuleItem>(items: readonly T[], device: DeviceKind): T[] {
  const code = displayDeviceOf(device);
  return items.filter((i) => i.display_device === 0 || i.display_device === code);
}

/** Whether the path is the deposit page (/user/Deposit or /user?page=Deposit, with or without a locale prefix). */
export function isDepositPage(pathname: string, search: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  if (/(^|\/)user\/Deposit$/.test(path)) return true;
  return /(^|\/)user$/.test(path) && new URLSearchParams(search).get("page") === "Deposit";
}

const time = (s: string): number => {
  const ms = Date.parse(s);
  return Number.isFinite(ms) ? ms : Number.NaN;
};

/** Reads the stored value: "member:<ms>", "visitor:<ms>", or a bare time; anything else is no mark. */
export function parseCloseMark(raw: unknown): CloseMark | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const m = /^(member|visitor):(\d{1,16})$/.exec(raw.trim());
  if (m) return { at: Number(m[2]), member: m[1] === "member" };
  const n = /^\d{1,16}$/.test(raw.trim()) ? Number(raw) : time(raw);
  return Number.isFinite(n) && n > 0 ? { at: n, member: null } : null;
}

export function formatCloseMark(at: number, loggedIn: boolean): string {
  return `${loggedIn ? "member" : "visitor"}:${Math.floor(at)}`;
}

export interface VisibilityInput {
  loggedIn: boolean;
  onDepositPage: boolean;
  /** The items for this device. */
  items: readonly PopupRuleItem[];
  closed: CloseMark | null;
}

/**
 * spec 000 §4: nothing without items; always on the deposit page when items exist; otherwise shown unless it
 * was closed in the same login state and no item was updated after that close. A close made as a visitor does
 * not hide the member pop-up (login state, our reading: a login refreshes the pop-ups, spec 001 §4).
 */
export function shouldShowPopup(input: VisibilityInput): boolean {
  if (input.items.length === 0) return false;
  if (input.onDepositPage && input.loggedIn) return true;
  const c = input.closed;
  if (!c) return true;
  if (c.member !== null && c.member !== input.loggedIn) return true;
  return input.items.some((i) => time(i.updated_at) > c.at);
}

export interface CloseInput {
  loggedIn: boolean;
  onDepositPage: boolean;
  displayFrequency: 0 | 1;
}

/** What closing does (spec 000 §4): store the time except on the deposit page; members with frequency 0 also hide and reload. */
export function closeEffects(input: CloseInput): { storeTime: boolean; hideAndReload: boolean } {
  return {
    storeTime: !input.onDepositPage,
    hideAndReload: input.loggedIn && input.displayFrequency === 0,
  };
}

/**
 * One pop-up at a time, after the page is interactive, never over a game start or a login modal, nor
 * over a question the page is asking (a confirm or prompt dialog: "please log in" before a game, switching
 * accounts, the maintenance dialog), whose answer it would hide, nor over a warning or an error the member must
 * read (spec 001 §4 already_login_msg, "logged in elsewhere"): marketing waits until the notice is gone.
 */
export function mayPresent(input: {
  interactive: boolean;
  gameActive: boolean;
  accountModalOpen: boolean;
  dialogOpen: boolean;
  noticeOpen: boolean;
  /** The reality check (components/ui/priority-dialog.ts) wins over every promotion pop-up. */
  priorityOpen?: boolean;
}): boolean {
  return (
    input.interactive &&
    !input.gameActive &&
    !input.accountModalOpen &&
    !input.dialogOpen &&
    !input.noticeOpen &&
    !input.priorityOpen
  );
}

/** Whether a notice among the visible toasts must be read before marketing: a warning or an error (spec 000 §4). */
export function noticeUp(toasts: readonly { type: string }[]): boolean {
  return toasts.some((t) => t.type === "warning" || t.type === "error");
}
