// Maps a request to the prerendered file it should get. Prerendered pages exist for every language
// under dist/client/<lang>/…, but only the routed locales (spec 000 §9: en_US, hi_IN, ta_IN) have public URLs.
// A visitor who chose another language (the `lang` cookie) gets that language's file at the unprefixed URL.
import { parseCookie, stringifySetCookie } from "cookie";
import { COOKIE, LANGUAGES, ROUTED_LOCALES, isLanguage } from "../src/lib/config/constants.ts";
import { COOKIES } from "../src/lib/config/keys.ts";
import { LANG_CHOICE_PARAM } from "../src/lib/routing/locale.ts";

const unrouted = LANGUAGES.filter((l) => !(ROUTED_LOCALES as readonly string[]).includes(l));
const routedPrefix = new RegExp(`^/(${ROUTED_LOCALES.join("|")})(/|$)`);
const unroutedPrefix = new RegExp(`^/(${unrouted.join("|")})(/|$)`);

export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** The path to look up in dist/client, or null when the address itself must not be served (an unrouted prefix). */
export function localizedStaticPath(url: URL, cookieHeader: string | undefined): string | null {
  const pathname = url.pathname;
  if (unroutedPrefix.test(pathname)) return null;
  // Files (favicon, images, /_astro bundles) are the same in every language; only pages are per language.
  if (routedPrefix.test(pathname) || pathname.startsWith("/_astro/") || /\.[a-z0-9]+$/i.test(pathname)) return pathname;
  const lang = readCookie(cookieHeader, COOKIES.lang);
  if (isLanguage(lang) && unrouted.includes(lang)) return `/${lang}${pathname === "/" ? "/" : pathname}`;
  return pathname;
}

/**
 * OUR EXTENSION (spec 000 §9 names the `lang` cookie and storage key, not how a choice reaches the server): the
 * switcher's link to a language without its own URL carries `?lang=`, so a press before the page's script has
 * arrived (a slow phone) or without JavaScript still switches. The server writes the choice as
 * `language-switch.ts` does (the `lang` cookie, `i18n_redirected` en_US) and sends the visitor to the same address
 * without the parameter. Null for any other request, and for an address that would leave the site.
 */
export function languageChoice(url: URL, secure: boolean): { location: string; cookies: string[] } | null {
  const lang = url.searchParams.get(LANG_CHOICE_PARAM);
  if (!isLanguage(lang) || !unrouted.includes(lang)) return null;
  const path = url.pathname;
  if (routedPrefix.test(path) || path.startsWith("/api/") || /\.[a-z0-9]+$/i.test(path)) return null;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(LANG_CHOICE_PARAM);
  const query = rest.toString();
  const options = { path: "/", sameSite: "lax" as const, secure };
  return {
    location: path + (query ? `?${query}` : ""),
    cookies: [
      stringifySetCookie(COOKIES.lang, lang, { ...options, maxAge: COOKIE.langMaxAgeS }),
      stringifySetCookie(COOKIES.localeRedirected, "en_US", { ...options, maxAge: COOKIE.localeMaxAgeS }),
    ],
  };
}
