// Browser only. Remembers the language chosen in the switcher (spec 000 §9): the `lang` cookie and storage key
// for every language, `i18n_redirected` for the routed locale the visitor lands on. Routed locales then follow
// their link; the others reload the unprefixed page, which the server renders in the cookie's language.
import { COOKIE, isLanguage, isRoutedLocale } from "../../lib/config/constants.ts";
import { COOKIES, STORAGE } from "../../lib/config/keys.ts";
import { writeCookie, type CookieName } from "../../lib/storage/cookies.ts";

/** Path /, SameSite lax, Secure on https (issue 7, security: cookies the site writes on the client). */
function setCookie(name: CookieName, value: string, maxAgeS: number) {
  writeCookie(name, value, { maxAgeS });
}

export function installLanguageSwitch() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-lang]") : null;
    if (!link) return;
    const lang = link.dataset["lang"];
    if (!isLanguage(lang)) return;
    setCookie(COOKIES.lang, lang, COOKIE.langMaxAgeS);
    setCookie(COOKIES.localeRedirected, isRoutedLocale(lang) ? lang : "en_US", COOKIE.localeMaxAgeS);
    try {
      localStorage.setItem(STORAGE.lang, lang);
    } catch {
      // Storage may be unavailable (private mode); the cookie is enough for the server.
    }
    if (!isRoutedLocale(lang)) {
      event.preventDefault();
      window.location.assign(link.href);
    }
  });
}
