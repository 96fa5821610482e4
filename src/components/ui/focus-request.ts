// Ships to the browser; pure (no DOM). Where keyboard focus goes when the session changes under it (DESIGN
// "Quality gates": log in and out by keyboard alone, with visible focus; WCAG 2.4.3 focus order). A login
// removes the "Log in" button that opened the modal and a logout removes the account controls, so the focus
// would drop to the page body: it goes to the element that replaced them instead.

export type FocusTarget = "account" | "login";
export type SessionChange = "login" | "logout";

/**
 * The elements that take the focus. The header's account element (today the account name, later the account
 * menu button) carries `data-account-focus`; the header's "Log in" button carries `data-login-focus`.
 */
export const FOCUS_TARGET_SELECTORS: Record<FocusTarget, string> = {
  account: "[data-account-focus]",
  login: "[data-login-focus]",
};

export function focusTargetAfter(change: SessionChange): FocusTarget {
  return change === "login" ? "account" : "login";
}

/** A focus request kept across the page's own navigation (a logout goes to the home page, spec 001 §4). */
export interface CarriedFocus {
  target: FocusTarget;
  at: number;
}

/** Older requests are stale: the navigation they belonged to never happened or another page was opened. */
export const CARRIED_FOCUS_MAX_AGE_MS = 15_000;

export function serializeCarriedFocus(target: FocusTarget, now: number): string {
  return JSON.stringify({ target, at: now } satisfies CarriedFocus);
}

/** The target of a stored request, or null when the value is missing, malformed, stale or from the future. */
export function parseCarriedFocus(raw: unknown, now: number): FocusTarget | null {
  if (typeof raw !== "string") return null;
  try {
    const v = JSON.parse(raw) as Partial<CarriedFocus> | null;
    if (!v || (v.target !== "account" && v.target !== "login") || typeof v.at !== "number") return null;
    const age = now - v.at;
    return age >= 0 && age <= CARRIED_FOCUS_MAX_AGE_MS ? v.target : null;
  } catch {
    return null;
  }
}
