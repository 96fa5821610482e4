// Ships to server and browser. Which language a path addresses (spec 000 §9: routed locales en_US without a
// prefix, hi_IN and ta_IN with one; the other languages have no URL of their own and are chosen by cookie).
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  ROUTED_LOCALES,
  isLanguage,
  isRoutedLocale,
  type Language,
  type RoutedLocale,
} from "../config/constants.ts";

export type PathLocale =
  | { kind: "routed"; locale: RoutedLocale; prefix: string; rest: string }
  | { kind: "unprefixed"; rest: string }
  /** A prefix of a language that has no URL of its own (/zh_CN/…): answered with 404. */
  | { kind: "unrouted"; language: Language };

/** Splits a pathname into its locale prefix and the rest ("/hi_IN/faq/1" → hi_IN, "/faq/1"). */
export function parsePathLocale(pathname: string): PathLocale {
  const m = /^\/([A-Za-z]{2}_[A-Za-z]{2})(\/.*)?$/.exec(pathname);
  if (m && isLanguage(m[1])) {
    const rest = m[2] && m[2] !== "" ? m[2] : "/";
    if (isRoutedLocale(m[1]) && m[1] !== DEFAULT_LOCALE)
      return { kind: "routed", locale: m[1], prefix: `/${m[1]}`, rest };
    return { kind: "unrouted", language: m[1] };
  }
  return { kind: "unprefixed", rest: pathname };
}

/**
 * The page's path without its routed-locale prefix or a trailing slash ("/ta_IN" → "/", "/faq/1/" → "/faq/1"):
 * prerendered pages see their build path with a slash, and links, canonical and hreflang must not differ.
 */
export function stripLocalePrefix(pathname: string): string {
  const p = parsePathLocale(pathname);
  const rest = p.kind === "unrouted" ? pathname : p.rest;
  return rest.length > 1 ? rest.replace(/\/+$/, "") || "/" : rest;
}

/** URL prefix of a routed locale: "" for en_US. */
export function localePrefix(lang: Language): string {
  return isRoutedLocale(lang) && lang !== DEFAULT_LOCALE ? `/${lang}` : "";
}

/** Language of an unprefixed request: the `lang` cookie when it names a configured language without its own URL, else en_US. */
export function languageFromCookie(cookie: string | undefined, configured: readonly Language[]): Language {
  if (isLanguage(cookie) && !isRoutedLocale(cookie) && configured.includes(cookie)) return cookie;
  return DEFAULT_LOCALE;
}

/** The address of `path` (unprefixed) in another routed locale. */
export function localizedPath(path: string, lang: Language): string {
  const prefix = localePrefix(lang);
  if (!prefix) return path;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * Content pages prerendered per locale: src/pages/{faq,discount}. /app renders on the server
 * because its download links are the running server's configuration; /sponsor because its
 * body is the platform's sponsor list (spec 001 §7 /web/model_sponsor).
 */
const PRERENDERED = /^\/(faq|discount)(\/|$)/;
export function isPrerenderedPath(path: string): boolean {
  return PRERENDERED.test(path);
}

export const NON_ROUTED_LANGUAGES = LANGUAGES.filter((l) => !isRoutedLocale(l));
export { ROUTED_LOCALES };

/**
 * The query parameter of the switcher's links to a language without its own URL (`/faq/1?lang=zh_CN`): the server
 * writes the choice and redirects to the address without it (server/static-locale.ts `languageChoice`), so the
 * link switches even when pressed before the page's script has arrived. OUR EXTENSION (spec 000 §9).
 */
export const LANG_CHOICE_PARAM = "lang";

/** The switcher's address for `lang` on the unprefixed `path` with its `search` (a language without a URL). */
export function languageChoiceHref(path: string, search: string, lang: string): string {
  const params = new URLSearchParams(search);
  params.set(LANG_CHOICE_PARAM, lang);
  return `${path}?${params.toString()}`;
}
