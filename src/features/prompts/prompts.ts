// Browser and server (pure). The home page's one-time prompts (spec 000 §2 screens: app download prompt, iOS
// favourite hint, browser alert): which one, if any, a browser sees. Each is shown once (a storage
// flag written when shown) and dismissible; at most one at a time, the most urgent first: a browser the site
// does not support, then the iOS add-to-home-screen hint in iOS Safari, then the app download prompt on a phone.
// Nothing inside the native apps or an installed PWA.
import { isPhoneUserAgent } from "../../lib/device/user-agent.ts";

export type PromptKind = "browser" | "iosHint" | "app";

export interface PromptFacts {
  userAgent: string;
  /** An installed PWA (display-mode standalone or navigator.standalone). */
  standalone: boolean;
  appPlatform: "ios" | "android" | "web";
  /** Which prompts this browser has already been shown. */
  shown: Readonly<Record<PromptKind, boolean>>;
  /** The operator configured at least one app link (APP_*_URL). */
  hasAppLinks: boolean;
}

const IOS = /iPhone|iPad|iPod/;
/** Other browsers and in-app web views on iOS: only Safari can add to the home screen. */
const IOS_NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|FBAN|FBAV|Instagram|Line\/|MicroMessenger|DuckDuckGo/;

export function isIosSafari(ua: string): boolean {
  return IOS.test(ua) && /Safari\//.test(ua) && /Version\//.test(ua) && !IOS_NOT_SAFARI.test(ua);
}

/** Oldest versions the site is built for (our decision: what Astro's and React 19's output runs on). */
export const MIN_BROWSER_VERSIONS = { Chrome: 90, Firefox: 90, Safari: 14, Samsung: 15 } as const;

/** Internet Explorer, legacy Edge, or a browser older than MIN_BROWSER_VERSIONS. */
export function isUnsupportedBrowser(ua: string): boolean {
  if (/MSIE |Trident\//.test(ua) || / Edge\/\d/.test(ua)) return true;
  const major = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? Number(m[1]) : null;
  };
  const samsung = major(/SamsungBrowser\/(\d+)/);
  if (samsung !== null) return samsung < MIN_BROWSER_VERSIONS.Samsung;
  const firefox = major(/(?:Firefox|FxiOS)\/(\d+)/);
  if (firefox !== null) return !/FxiOS/.test(ua) && firefox < MIN_BROWSER_VERSIONS.Firefox;
  const chrome = major(/(?:Chrome|Chromium)\/(\d+)/);
  if (chrome !== null) return chrome < MIN_BROWSER_VERSIONS.Chrome;
  const safari = major(/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//);
  if (safari !== null) return safari < MIN_BROWSER_VERSIONS.Safari;
  return false;
}

export function promptToShow(f: PromptFacts): PromptKind | null {
  if (f.appPlatform !== "web") return null;
  if (!f.shown.browser && isUnsupportedBrowser(f.userAgent)) return "browser";
  if (f.standalone) return null;
  if (!f.shown.iosHint && isIosSafari(f.userAgent)) return "iosHint";
  if (!f.shown.app && f.hasAppLinks && isPhoneUserAgent(f.userAgent)) return "app";
  return null;
}
