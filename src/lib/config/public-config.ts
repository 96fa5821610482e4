// Ships to server and browser. The configuration browsers may see, derived from the validated environment.
import type { Currency, Language } from "./constants.ts";
import type { SiteEnv } from "./env.ts";

/** The part of the configuration that browsers may see. */
export interface PublicConfig {
  siteId: number;
  siteName: string;
  currencies: Currency[];
  languages: Language[];
  isDemo: boolean;
  desktopLock: boolean;
  gameRoom: boolean;
  /** Where the browser's real-time client connects; empty means the same origin (the sandbox). */
  realtimeUrl: string;
}

export function publicConfig(env: SiteEnv): PublicConfig {
  return {
    siteId: env.SITE_ID,
    siteName: env.SITE_NAME,
    currencies: env.CURRENCIES,
    languages: env.LANGUAGES,
    isDemo: env.IS_DEMO,
    desktopLock: env.DESKTOP_LOCK,
    gameRoom: env.GAME_ROOM,
    realtimeUrl: env.REALTIME_URL ?? "",
  };
}
