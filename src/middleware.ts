// Per request: locale, locals, guards and redirects (DESIGN "src/middleware.ts"; spec 000 §4, §9; spec 001 §2).
// Also runs at build time for prerendered pages: then there are no cookies or headers, and the language is
// the one Astro is building (Astro.currentLocale), so only the locals are set.
import { countryBlocked, normaliseCountry } from "./contract/compliance.ts";
import { defineMiddleware } from "astro:middleware";
import type { AstroCookieSetOptions } from "astro";
import {
  COOKIE,
  DEFAULT_LOCALE,
  isLanguage,
  isRoutedLocale,
  resolveCurrency,
  type Language,
} from "./lib/config/constants.ts";
import { COOKIES } from "./lib/config/keys.ts";
import { parseEnv, type SiteEnv } from "./lib/config/env.ts";
import { publicConfig, type PublicConfig } from "./lib/config/public-config.ts";
import { renderIn, serverI18n, serverT } from "./lib/i18n/server.ts";
import { isPrerenderedPath, languageFromCookie, localePrefix, parsePathLocale } from "./lib/routing/locale.ts";
import { routeDecision, type CookieToSet } from "./lib/routing/guards.ts";
import { layoutFromUserAgent } from "./lib/device/user-agent.ts";

let memo: { env: SiteEnv; config: PublicConfig } | undefined;
function site() {
  if (!memo) {
    const env = parseEnv(process.env);
    memo = { env, config: publicConfig(env) };
  }
  return memo;
}

const cookieBase: AstroCookieSetOptions = { path: "/", sameSite: "lax" };

function setLocals(
  locals: App.Locals,
  lang: Language,
  device: "desktop" | "mobile",
  requestedCurrency?: string,
  country?: string | null,
) {
  const { env, config } = site();
  const i18n = serverI18n(lang);
  locals.lang = lang;
  locals.localePrefix = localePrefix(lang);
  locals.i18n = i18n;
  locals.t = serverT(lang);
  locals.currency = resolveCurrency(config.currencies, lang, requestedCurrency, {
    country,
    languageCurrencies: env.LANGUAGE_CURRENCIES,
  });
  locals.device = device;
  locals.env = env;
  locals.config = config;
  locals.blockedCountry = countryBlocked(env.BLOCKED_COUNTRIES, country) ? normaliseCountry(country) : null;
}

export const onRequest = defineMiddleware((context, next) => {
  const { env, config } = site();
  // context.rewrite() runs the middleware again for the rewritten path: the first pass already decided.
  if ("lang" in context.locals && isLanguage(context.locals.lang)) return renderIn(context.locals.lang, next);

  if (context.isPrerendered) {
    const current = context.currentLocale;
    const lang: Language = isLanguage(current) ? current : DEFAULT_LOCALE;
    setLocals(context.locals, lang, "desktop");
    return renderIn(lang, next);
  }

  const url = context.url;
  const device = layoutFromUserAgent(context.request.headers.get("user-agent"), config.desktopLock);
  const decision = routeDecision(url, {
    production: env.NODE_ENV === "production",
    gameRoom: config.gameRoom,
    device,
  });
  const located = parsePathLocale(url.pathname);

  const setCookies = (cookies: readonly CookieToSet[]) => {
    for (const c of cookies) {
      context.cookies.set(c.name, c.value, c.maxAgeS === undefined ? cookieBase : { ...cookieBase, maxAge: c.maxAgeS });
    }
  };
  const remember = (locale: string) =>
    context.cookies.set(COOKIES.localeRedirected, locale, { ...cookieBase, maxAge: COOKIE.localeMaxAgeS });

  const requestedCurrency =
    context.cookies.get(COOKIES.siteCurrency)?.value ?? context.cookies.get(COOKIES.currency)?.value;
  // The visitor's country from the CDN (COUNTRY_HEADER): its currency comes before the language's (spec 000 §9).
  const country = env.COUNTRY_HEADER ? context.request.headers.get(env.COUNTRY_HEADER) : null;

  if (decision.kind === "notFound") {
    setLocals(context.locals, DEFAULT_LOCALE, device, requestedCurrency, country);
    return context.rewrite("/404");
  }
  if (decision.kind === "redirect") {
    setCookies(decision.cookies);
    return context.redirect(decision.location, 302);
  }
  setCookies(decision.cookies);

  if (located.kind === "routed") {
    // Prerendered pages of a routed locale are files under dist/client/<locale>/ served before Astro; one
    // that reaches the built server does not exist (a rewrite would hit a route with no server instance).
    if (import.meta.env.PROD && isPrerenderedPath(located.rest)) {
      setLocals(context.locals, located.locale, device, requestedCurrency, country);
      return context.rewrite("/404");
    }
    // A prefixed routed locale: remember it (spec 000 §9 i18n_redirected) and render the unprefixed page.
    setLocals(context.locals, located.locale, device, requestedCurrency, country);
    remember(located.locale);
    return context.rewrite(located.rest + url.search);
  }

  // Unprefixed: on / only, a remembered prefixed locale takes the visitor to its prefix.
  const remembered = context.cookies.get(COOKIES.localeRedirected)?.value;
  if (url.pathname === "/" && isRoutedLocale(remembered) && remembered !== DEFAULT_LOCALE) {
    return context.redirect(`/${remembered}/${url.search}`, 302);
  }
  const lang = languageFromCookie(context.cookies.get(COOKIES.lang)?.value, config.languages);
  setLocals(context.locals, lang, device, requestedCurrency, country);
  return renderIn(lang, next);
});
