// Maps a request to the prerendered file it should get. Prerendered pages exist for every language
// under dist/client/<lang>/…, but only the routed locales (spec 000 §9: en_US, hi_IN, ta_IN) have public URLs.
// A visitor who chose another language (the `lang` cookie) gets that language's file at the unprefixed URL.
import { parseCookie } from "cookie";
import { LANGUAGES, ROUTED_LOCALES, isLanguage } from "../src/lib/config/constants.ts";
import { COOKIES } from "../src/lib/config/keys.ts";

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
