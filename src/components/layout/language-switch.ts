// Browser only. Remembers the language chosen in the switcher (spec 000 §9): the `lang` cookie and storage key
// for every language, `i18n_redirected` for the routed locale the visitor lands on. Routed locales then follow
// their link; the others reload the unprefixed page, which the server renders in the cookie's language.
// Loaded by layout-client.ts on the first click on a language (content pages' JS budget).
import { COOKIE, isLanguage, isRoutedLocale } from "../../lib/config/constants.ts";
import { COOKIES, STORAGE } from "../../lib/config/keys.ts";
import { LANG_CHOICE_PARAM } from "../../lib/routing/locale.ts";
import { writeCookie, type CookieName } from "../../lib/storage/cookies.ts";

/** Path /, SameSite lax, Secure on https (cookies the site writes on the client). */
function setCookie(name: CookieName, value: string, maxAgeS: number) {
  writeCookie(name, value, { maxAgeS });
}

/** Writes the choice of `link` (an `a[data-lang]`); false for a link that names no language of ours. */
export function rememberLanguage(link: HTMLAnchorElement): boolean {
  const lang = link.dataset["lang"];
  if (!isLanguage(lang)) return false;
  setCookie(COOKIES.lang, lang, COOKIE.langMaxAgeS);
  setCookie(COOKIES.localeRedirected, isRoutedLocale(lang) ? lang : "en_US", COOKIE.localeMaxAgeS);
  try {
    localStorage.setItem(STORAGE.lang, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough for the server.
  }
  return true;
}

/** A plain click, held back until this module arrived: remember the choice, then follow the link. */
export function switchLanguage(link: HTMLAnchorElement): void {
  rememberLanguage(link);
  // The choice is written: go straight to the address, not through the server's ?lang= redirect (the link's
  // way for a press before this code arrived).
  const to = new URL(link.href);
  to.searchParams.delete(LANG_CHOICE_PARAM);
  window.location.assign(to.href);
}
