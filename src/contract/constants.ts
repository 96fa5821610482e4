// Ships to server and browser, and is imported by the sandbox. The platform's own constants (spec 000 §9,
// spec 001 §9): what both halves must agree on — currencies and their minor digits, success codes, game
// types, field limits, page sizes and the timings the platform enforces too. Written once here; the site
// reads them through src/lib/config/constants.ts, which re-exports them beside its UI-only values.
// Pure data and pure functions only: the contract imports nothing of the site (DESIGN "Layout").

export const CURRENCIES = ["RMB", "USD", "VND", "WON", "JPY", "THB", "INR", "MMK", "BDT", "BRL"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Minor-unit digits per currency: money is stored and moved as integers of the minor unit.
 * Our decision (not shown in the spec): VND, WON and JPY have no minor unit in practice.
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<Currency, number>> = {
  RMB: 2,
  USD: 2,
  VND: 0,
  WON: 0,
  JPY: 0,
  THB: 2,
  INR: 2,
  MMK: 2,
  BDT: 2,
  BRL: 2,
};

/** Success codes of the platform envelope (spec 000 §8, spec 001 §8). */
export { SUCCESS_CODES } from "./success-codes.ts";

/** Captcha types (spec 001 §9). */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const;
/** Letters per page (spec 001 §9). */
export const LETTER_PAGE_SIZE = 50;
/** Double-validation questions a login starts with (spec 001 §9). */
export const DOUBLE_VALIDATION_QUESTIONS = 3;

/** Field limits of spec 001 §9. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 12,
  accountMin: 6,
  accountMax: 12,
  contactMin: 5,
  contactMax: 50,
  phoneVerifyDigits: 6,
  vndPhoneDigits: 10,
  withdrawPasswordDigits: 4,
  /**
   * Characters of a captcha answer (spec 001 §5 verifyCode). Not written in the spec: the platform's own
   * captcha placeholder reads "Enter the 4 characters", so the site checks the length before sending.
   */
  captchaLength: 4,
} as const;

/** Timings the platform applies as well as the site (spec 001 §9): the SMS resend and forgot-password locks. */
export const PLATFORM_TIMING = {
  smsCountdownS: 300,
  forgotSmsLockS: 300,
} as const;

/** Game types of spec 000 §1 with their app-type prefixes (spec 000 §3). */
export const GAME_TYPES = [
  { gtId: 2, key: "slot", prefix: "e_" },
  { gtId: 3, key: "live", prefix: "v_" },
  { gtId: 4, key: "sport", prefix: "s_" },
  { gtId: 5, key: "lottery", prefix: "l_" },
  { gtId: 6, key: "chess", prefix: "c_" },
  { gtId: 7, key: "virtual_sport", prefix: "t_" },
  { gtId: 8, key: "cockfight", prefix: "d_" },
  { gtId: 9, key: "esport", prefix: "g_" },
] as const;
export type GameTypeId = (typeof GAME_TYPES)[number]["gtId"];

export function isGameTypeId(value: number): value is GameTypeId {
  return GAME_TYPES.some((g) => g.gtId === value);
}

/** Slot providers that offer demo play (spec 000 §9). */
export const DEMO_SLOT_PROVIDERS = ["GPR8", "GPJD", "GPFC", "GPJL"] as const;

/** Promotion pop-up locations (spec 000 §9). */
export const POPUP_LOCATION = { default: 2, deposit: 3 } as const;
/** Carousel use_type (spec 000 §7). */
export const CAROUSEL_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;
/**
 * The date library's default time zone (spec 000 §9): red envelope times (spec 001 §9) and the daily sign-in
 * day (our contract, signin.ts) are read in it, by the site and the sandbox alike.
 */
export const DATE_TIME_ZONE = "America/Caracas";
/** Bulletin display_device (spec 000 §9). */
export const DISPLAY_DEVICE = { desktop: 1, mobile: 2 } as const;

/** Game-list tab keys to their text keys (spec 000 §3). */
export const GAME_LIST_TABS = {
  all_game: "entire_games",
  my_favorite: "my_favorites",
  last_play: "last_play_games",
} as const;

/**
 * Our extension: the catalogue-wide search (search_catalogue). The query is trimmed and must keep 2 to 64
 * characters (one letter matches most of a 2,000-game catalogue; longer than any game name is no search), with
 * no control characters; an answer carries at most SEARCH_CATALOGUE_MAX games, SEARCH_CATALOGUE_DEFAULT unless
 * `limit` says otherwise.
 */
export const SEARCH_CATALOGUE_MIN_CHARS = 2;
export const SEARCH_CATALOGUE_MAX_CHARS = 64;
export const SEARCH_CATALOGUE_DEFAULT = 30;
export const SEARCH_CATALOGUE_MAX = 60;

/** Forward-game status code that means transfers are disabled (spec 001 §4, §8; forward_game.status event). */
export const FORWARD_GAME_TRANSFER_DISABLED = 957;
