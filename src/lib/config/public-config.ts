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
  /** The operator's app download links (APP_IOS_URL, APP_ANDROID_URL, APP_APK_URL); only those set. */
  appLinks: AppLinks;
}

export interface AppLinks {
  ios?: string;
  android?: string;
  apk?: string;
}

/** The app links that are configured, in the order /app shows them. */
export function appLinks(env: Pick<SiteEnv, "APP_IOS_URL" | "APP_ANDROID_URL" | "APP_APK_URL">): AppLinks {
  const links: AppLinks = {};
  if (env.APP_ANDROID_URL) links.android = env.APP_ANDROID_URL;
  if (env.APP_APK_URL) links.apk = env.APP_APK_URL;
  if (env.APP_IOS_URL) links.ios = env.APP_IOS_URL;
  return links;
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
    appLinks: appLinks(env),
  };
}
