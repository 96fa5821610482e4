// Ships to server and browser (pure). The transfer form's member picker as a combobox (WAI-ARIA APG "combobox with
// listbox popup"): which keys open, move, choose and close it. Arrow keys move the active option (wrapping), Home
// and End jump, Enter chooses the active one, Escape closes (a second Escape clears the text). The island does
// what the answer says; nothing here knows the DOM.
import { LIMITS } from "../../contract/constants.ts";

export interface PickerNav {
  open: boolean;
  /** The active option's index, -1 for none. */
  active: number;
}

export const PICKER_CLOSED: PickerNav = { open: false, active: -1 };

export interface PickerStep {
  nav: PickerNav;
  /** The option to choose (Enter on the active one). */
  choose?: number;
  /** Escape on a closed list: empty the text. */
  clear?: boolean;
  /** The key was the picker's: the island prevents its default (Enter must not submit the form). */
  handled: boolean;
}

export function pickerKey(nav: PickerNav, key: string, count: number): PickerStep {
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      if (!nav.open) return { nav: { open: true, active: count ? 0 : -1 }, handled: true };
      return { nav: { open: true, active: count ? (nav.active >= last ? 0 : nav.active + 1) : -1 }, handled: true };
    case "ArrowUp":
      if (!nav.open) return { nav: { open: true, active: last }, handled: true };
      return { nav: { open: true, active: count ? (nav.active <= 0 ? last : nav.active - 1) : -1 }, handled: true };
    case "Home":
    case "End":
      if (!nav.open || !count) return { nav, handled: false };
      return { nav: { open: true, active: key === "Home" ? 0 : last }, handled: true };
    case "Enter":
      if (nav.open && nav.active >= 0 && nav.active < count)
        return { nav: PICKER_CLOSED, choose: nav.active, handled: true };
      return { nav, handled: nav.open };
    case "Escape":
      if (nav.open) return { nav: PICKER_CLOSED, handled: true };
      return { nav, clear: true, handled: true };
    case "Tab":
      return { nav: PICKER_CLOSED, handled: false };
    default:
      return { nav, handled: false };
  }
}

/**
 * The picker's text may be part of an account or of a name (any letters, spaces), so only its length is checked
 * before a call (the platform refuses longer with searchTooLong).
 */
export function pickerSearchTooLong(text: string): boolean {
  return text.trim().length > LIMITS.accountMax;
}
