// Browser. The withdraw-only session of a timed-out or self-excluded member (OUR EXTENSION, src/contract/protection.ts
// WithdrawOnlyLoginSchema): login answers 453 with the exclusion and a token that may only show the balance and take
// it out. The token is kept for this tab only (sessionStorage), never as the site's session: the header, letters and
// games never see it, and closing the tab forgets it. The login forms offer the way to /withdraw-only.
import { atom } from "nanostores";
import { PROTECTION_CODES, WithdrawOnlyLoginSchema } from "../../contract/protection.ts";
import { parseText } from "../../lib/storage/storage.ts";

/** The withdraw-only page (unprefixed; add the locale prefix). */
export const WITHDRAW_ONLY_PATH = "/withdraw-only";

/** The tab's storage item holding the withdraw-only token (only this page and the login forms use it). */
const KEY = "lobby_withdraw_only";

/** Whether the login form just got a withdraw-only token: it then links to the withdraw-only page. */
export const $withdrawOnlyOffer = atom(false);

function tabStore(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * A login refusal: when it is the exclusion's (453) with a withdraw-only token, the token is kept for this tab and
 * the form offers the withdraw-only page. Anything else clears the offer.
 */
export function keepWithdrawOnly(code: number, data: unknown): boolean {
  const d = code === PROTECTION_CODES.excluded ? WithdrawOnlyLoginSchema.safeParse(data) : null;
  if (!d?.success) {
    $withdrawOnlyOffer.set(false);
    return false;
  }
  try {
    tabStore()?.setItem(KEY, d.data.withdraw_token);
  } catch {
    // a blocked storage: the page will ask the member to sign in again
  }
  $withdrawOnlyOffer.set(true);
  return true;
}

/** The login form opened again: no offer until a new refusal. */
export function clearWithdrawOnlyOffer(): void {
  $withdrawOnlyOffer.set(false);
}

/** The tab's withdraw-only token, or null. */
export function withdrawOnlyToken(): string | null {
  try {
    return parseText(tabStore()?.getItem(KEY));
  } catch {
    return null;
  }
}

/** Forgets the token (signed out, or the platform no longer takes it). */
export function dropWithdrawOnly(): void {
  try {
    tabStore()?.removeItem(KEY);
  } catch {
    // nothing kept
  }
  $withdrawOnlyOffer.set(false);
}
