/// <reference types="astro/client" />
import type { i18n, TFunction } from "i18next";
import type { Currency, Language } from "./lib/config/constants.ts";
import type { PublicConfig } from "./lib/config/public-config.ts";
import type { SiteEnv } from "./lib/config/env.ts";

declare global {
  namespace App {
    /** Per-request data set by src/middleware.ts (DESIGN: no member data in server modules). */
    interface Locals {
      lang: Language;
      /** "" for en_US, "/hi_IN" or "/ta_IN" for the prefixed routed locales. */
      localePrefix: string;
      t: TFunction;
      i18n: i18n;
      currency: Currency;
      /** Layout chosen on the server from the user agent; islands correct it from the real width. */
      device: "desktop" | "mobile";
      env: SiteEnv;
      config: PublicConfig;
      /** The visitor's country when BLOCKED_COUNTRIES lists it (from the trusted CDN header), else null. */
      blockedCountry: string | null;
    }
  }
}
export {};
