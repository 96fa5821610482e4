// Browser. The first-time register flag (spec 001 §4 "A first-time register flag from a cookie opens the
// register modal"): /register in production sets isRouteRegister and redirects home; the first page that
// starts the account modals opens sign-up once and clears the cookie. Deliberately tiny (no form code), so
// the page-wide island can call it without loading the registration bundle; it lives beside the account modal
// it opens, so the session feature need not reach into the register feature's files.
import { COOKIES } from "../../lib/config/keys.ts";
import { readCookie, removeCookie } from "../../lib/storage/index.ts";
import { openAccountModal } from "./account-modal.ts";
import { $member, readStoredSession } from "../../lib/session/session.atoms.ts";

let entryChecked = false;

export function initRegisterEntry(): void {
  if (entryChecked || typeof document === "undefined") return;
  entryChecked = true;
  if (readCookie(COOKIES.isRouteRegister) !== "true") return;
  removeCookie(COOKIES.isRouteRegister);
  // A member needs no sign-up: the store may not have restored the session yet, so storage is asked too
  // (a signed-in member typing /register got the sign-up modal on the home page).
  if ($member.get() || readStoredSession()) return;
  openAccountModal({ kind: "register" });
}
