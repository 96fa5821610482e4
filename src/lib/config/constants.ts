// Ships to server and browser. The business constants of spec 000 §9 and spec 001 §9, written once.
// Pure data and pure functions only: no imports of Astro, React, the DOM or process.env.
// The platform's own constants live in the contract (src/contract/constants.ts, DESIGN "Layout"); they are
// re-exported here so the site has one place to import from, and each is still written once.
import { PLATFORM_TIMING, type Currency } from "../../contract/constants.ts";
import { CHUNK_RELOAD_THROTTLE_MS, DESKTOP_MIN_WIDTH, RESIZE_DEBOUNCE_MS } from "./page-timing.ts";

export {
  CAPTCHA_TYPE,
  CAROUSEL_USE_TYPE,
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  DATE_TIME_ZONE,
  DEMO_SLOT_PROVIDERS,
  DISPLAY_DEVICE,
  DOUBLE_VALIDATION_QUESTIONS,
  GAME_TYPES,
  LETTER_PAGE_SIZE,
  LIMITS,
  PLATFORM_TIMING,
  POPUP_LOCATION,
  SUCCESS_CODES,
  isCurrency,
  isGameTypeId,
  type Currency,
  type GameTypeId,
} from "../../contract/constants.ts";

/** Language codes and their numeric ids (spec 000 §9). */
export const LANGUAGE_IDS = {
  zh_TW: 0,
  zh_CN: 1,
  en_US: 2,
  vi_VN: 3,
  ko_KR: 4,
  ja_JP: 5,
  th_TH: 6,
  hi_IN: 7,
  my_MM: 8,
  ta_IN: 9,
  bn_BD: 10,
} as const;

export type Language = keyof typeof LANGUAGE_IDS;
export const LANGUAGES = Object.keys(LANGUAGE_IDS) as Language[];

/** Locales with a URL of their own; en_US has no prefix (spec 000 §9). */
export const ROUTED_LOCALES = ["en_US", "hi_IN", "ta_IN"] as const satisfies readonly Language[];
export type RoutedLocale = (typeof ROUTED_LOCALES)[number];
export const DEFAULT_LOCALE: RoutedLocale = "en_US";

/** BCP 47 tag for `<html lang>` and hreflang. */
export function languageTag(lang: Language): string {
  return lang.replace("_", "-");
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(LANGUAGE_IDS, value);
}

export function isRoutedLocale(value: unknown): value is RoutedLocale {
  return typeof value === "string" && (ROUTED_LOCALES as readonly string[]).includes(value);
}

/** Country code to language (spec 000 §9). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  TW: "zh_TW",
  CN: "zh_CN",
  US: "en_US",
  VN: "vi_VN",
  LA: "vi_VN",
  KR: "ko_KR",
  JP: "ja_JP",
  TH: "th_TH",
  IN: "hi_IN",
  MM: "my_MM",
  TA: "ta_IN",
  BD: "bn_BD",
};

export function languageForCountry(country: string): Language | undefined {
  return COUNTRY_LANGUAGE[country.toUpperCase()];
}

/** Default currency of each language (spec 000 §9). */
export const LANGUAGE_CURRENCY: Readonly<Record<Language, Currency>> = {
  zh_TW: "RMB",
  zh_CN: "RMB",
  en_US: "USD",
  vi_VN: "VND",
  ko_KR: "WON",
  ja_JP: "JPY",
  th_TH: "THB",
  hi_IN: "INR",
  ta_IN: "INR",
  my_MM: "MMK",
  bn_BD: "BDT",
};

/**
 * The currency of a visitor's country, for the spec's currencies (spec 000 §9 lists the languages' currencies;
 * a country with a currency of its own on that list maps to it). The country comes from the CDN's header
 * (COUNTRY_HEADER); a visitor from India reading the English site sees rupees, as every promotion is in rupees.
 */
export const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  IN: "INR",
  US: "USD",
  CN: "RMB",
  VN: "VND",
  KR: "WON",
  JP: "JPY",
  TH: "THB",
  MM: "MMK",
  BD: "BDT",
  BR: "BRL",
};

export function currencyForCountry(country: string | null | undefined): Currency | undefined {
  if (!country) return undefined;
  const code = country.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_CURRENCY, code) ? COUNTRY_CURRENCY[code] : undefined;
}

export interface CurrencyContext {
  /** The visitor's country (ISO 3166 alpha-2) from the CDN's header, when known. */
  country?: string | null | undefined;
  /** The operator's per-language defaults (LANGUAGE_CURRENCIES), over the spec's table. */
  languageCurrencies?: Readonly<Partial<Record<Language, Currency>>> | undefined;
}

/**
 * The currency to use (spec 000 §9): the requested one if the site supports it; else the visitor's country's
 * currency if supported; else the language's currency (the operator's override, then the spec's table) if
 * supported; else the first configured (the site default).
 */
export function resolveCurrency(
  configured: readonly Currency[],
  lang: Language,
  requested?: string | null,
  context: CurrencyContext = {},
): Currency {
  const supported = (c: string | undefined): c is Currency =>
    c !== undefined && (configured as readonly string[]).includes(c);
  if (requested && supported(requested)) return requested;
  const byCountry = currencyForCountry(context.country);
  if (supported(byCountry)) return byCountry;
  const override = context.languageCurrencies?.[lang];
  if (supported(override)) return override;
  const byLanguage = LANGUAGE_CURRENCY[lang];
  if (supported(byLanguage)) return byLanguage;
  const first = configured[0];
  if (!first) throw new Error("resolveCurrency: no currency is configured");
  return first;
}

/** Currency symbols (spec 000 §9); BDT has none in the spec, so its ISO code is shown. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  RMB: "¥",
  JPY: "¥",
  VND: "₫",
  WON: "₩",
  THB: "฿",
  USD: "$",
  INR: "₹",
  MMK: "K",
  BRL: "R$",
  BDT: "৳",
};

/** Device kinds of the client (spec 000 §9 client type maps). */
export type ClientKind = "desktop" | "mobile" | "app" | "gesture" | "finger" | "wechat" | "pwa";

/** First client-type map (spec 000 §9). */
export const CLIENT_TYPE_IDS: Readonly<Record<ClientKind, number>> = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  wechat: 6,
  pwa: 7,
};

/** Second client-type map: like the first, but pwa counts as mobile and wechat is absent (spec 000 §9). */
export const SUPPORT_DEVICE_IDS: Readonly<Record<Exclude<ClientKind, "wechat">, number>> = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  pwa: 2,
};

/** Third client-type map (spec 000 §9). */
export const DEVICE_INDEX: Readonly<Record<"desktop" | "mobile" | "app", number>> = {
  desktop: 0,
  mobile: 1,
  app: 2,
};

/** Mobile template aliases (spec 000 §9). */
export const MOBILE_TEMPLATE_ALIASES: Readonly<Record<string, string>> = {
  H5_1: "H5_1",
  H5_2: "H5_2",
  H5_3: "H5_3",
  H5_4: "H5_4",
  H5_5: "H5_5",
  H5_6: "H5_6",
  H5_7: "H5_7",
  H5_8: "H5_8",
  origin_mobile: "H5_1_mobile",
  bob_mobile: "H5_2_mobile",
};

export function resolveMobileTemplate(name: string): string {
  return MOBILE_TEMPLATE_ALIASES[name] ?? name;
}

/** Timings in milliseconds unless the name says otherwise (spec 000 §9, spec 001 §9). */
export const TIMING = {
  requestTimeoutMs: 30_000,
  toastDurationMs: 3_000,
  toastOffsetPx: 16,
  transferBackCooldownMs: 10_000,
  quittingFlagMs: 30_000,
  windowPollMs: 500,
  waitFlagClearMs: 1_000,
  chunkReloadThrottleMs: CHUNK_RELOAD_THROTTLE_MS,
  iconFetchTimeoutMs: 1_500,
  idleFallbackMs: 50,
  resizeDebounceMs: RESIZE_DEBOUNCE_MS,
  loadingOverlayCloseMs: 400,
  realtimeChannelGraceMs: 2_000,
  captchaWaitMs: 1_000,
  ...PLATFORM_TIMING,
  redEnvelopeRequeryMs: 3_000,
  countdownTickMs: 1_000,
  /** Quick-bet frame height bounds, px (our decision: a message cannot collapse or balloon the page). */
  quickBetMinHeightPx: 120,
  quickBetMaxHeightPx: 4_000,
} as const;

export const TOAST_TYPES = ["success", "info", "warning", "error"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const MESSAGE_BOX_Z_INDEX = 2000;

/** Layout: desktop at this width and wider (spec 001 §2, spec 000 §9 "mobile up to 992 px"); in page-timing.ts. */
export { DESKTOP_MIN_WIDTH };
/** The window that /user, /proxy and /fastPayment (and games) open in on desktop (spec 000 §2, §9; spec 001 §2). */
export const GAME_WINDOW = { width: 1500, height: 800 } as const;

export const JACKPOT_INTEGER_DIGITS = 10;
export const BADGE_MAX = 99;

/** Real-time reconnection (spec 001 §9). */
export const REALTIME_RECONNECT = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

/** Cookie lifetimes. */
export const COOKIE = {
  localeMaxAgeS: 365 * 24 * 60 * 60,
  langMaxAgeS: 31_536_000,
  currencyMaxAgeS: 24 * 60 * 60,
  adTrackingMaxAgeS: 7_776_000,
} as const;

/** Registration link cookie lifetime, LINK_EXPIRE_TIME minutes (value not shown: our decision, 7 days). */
export const LINK_EXPIRE_TIME_MINUTES = 7 * 24 * 60;
