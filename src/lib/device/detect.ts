// Browser and server (pure functions over a user agent and a few flags). Device information sent with login,
// double validation and registration (spec 001 §3, §9): login device type (desktop, mobile, app, pwa),
// device category (web, ios, iosStore, android, notSupport), system, browser and its version.
import { CLIENT_TYPE_IDS, DESKTOP_MIN_WIDTH } from "../config/constants.ts";
import { detectAppPlatform } from "./app-platform.ts";
import { isMobileUserAgent, isPhoneUserAgent } from "./user-agent.ts";

export { detectAppPlatform };

export type LoginDeviceType = "desktop" | "mobile" | "app" | "pwa";
export type DeviceCategory = "web" | "ios" | "iosStore" | "android" | "notSupport";

export interface DeviceFacts {
  userAgent: string;
  width: number;
  /** Running as an installed PWA (display-mode standalone or the stored pwa flag). */
  standalone: boolean;
  /** Inside a native app (ios / android bridge present). */
  appPlatform: "ios" | "android" | "web";
  /** The app's device id, when the native bridge gave one. */
  udid?: string | undefined;
  host?: string | undefined;
}

export interface DeviceInfo {
  device: LoginDeviceType;
  login_type: number;
  system_group: DeviceCategory;
  system: string;
  system_version: string;
  browser: string;
  host?: string;
  udid?: string;
}

const BROWSERS: [string, RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ["Opera", /(?:OPR|Opera)\/([\d.]+)/],
  ["Samsung", /SamsungBrowser\/([\d.]+)/],
  ["UC", /UCBrowser\/([\d.]+)/],
  ["WeChat", /MicroMessenger\/([\d.]+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /(?:Chrome|CriOS)\/([\d.]+)/],
  ["Safari", /Version\/([\d.]+).*Safari/],
];

export function detectBrowser(ua: string): { name: string; version: string } {
  for (const [name, re] of BROWSERS) {
    const m = re.exec(ua);
    if (m) return { name, version: m[1] ?? "" };
  }
  return { name: "Other", version: "" };
}

export function detectSystem(ua: string): { name: string; version: string } {
  let m = /Android\s([\d.]+)/.exec(ua);
  if (m) return { name: "Android", version: m[1] ?? "" };
  m = /(?:iPhone|iPad|iPod).*?OS\s([\d_]+)/.exec(ua);
  if (m) return { name: "iOS", version: (m[1] ?? "").replace(/_/g, ".") };
  m = /Windows NT\s([\d.]+)/.exec(ua);
  if (m) return { name: "Windows", version: m[1] ?? "" };
  m = /Mac OS X\s([\d_.]+)/.exec(ua);
  if (m) return { name: "macOS", version: (m[1] ?? "").replace(/_/g, ".") };
  if (/Linux/.test(ua)) return { name: "Linux", version: "" };
  return { name: "Other", version: "" };
}

/** What a member recognises of a device in the login history and the session list (account security). */
export interface DeviceSummary {
  kind: "phone" | "tablet" | "desktop";
  /** The browser's name ("Chrome", "Firefox" …), null when none is recognised. */
  browser: string | null;
  /** The operating system ("Android", "iOS", "Windows" …), null when none is recognised. */
  system: string | null;
}

/** The device kind, browser and system of a User-Agent the platform recorded; an empty one is a desktop of neither. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? "";
  const named = (n: string) => (n === "Other" ? null : n);
  return {
    kind: isPhoneUserAgent(ua) ? "phone" : isMobileUserAgent(ua) ? "tablet" : "desktop",
    browser: named(detectBrowser(ua).name),
    system: named(detectSystem(ua).name),
  };
}

export function deviceCategory(ua: string, appPlatform: DeviceFacts["appPlatform"]): DeviceCategory {
  if (appPlatform === "ios") return "iosStore";
  if (appPlatform === "android") return "android";
  if (/iPhone|iPad|iPod/.test(ua)) return "ios";
  if (/Android/.test(ua)) return "android";
  if (/MSIE|Trident/.test(ua)) return "notSupport";
  return "web";
}

export function loginDeviceType(
  f: Pick<DeviceFacts, "userAgent" | "width" | "standalone" | "appPlatform">,
): LoginDeviceType {
  if (f.appPlatform !== "web") return "app";
  if (f.standalone) return "pwa";
  return isMobileUserAgent(f.userAgent) || f.width < DESKTOP_MIN_WIDTH ? "mobile" : "desktop";
}

/** The device fields of the login payload (spec 001 §3). `udid` only in apps. */
export function deviceInfo(f: DeviceFacts): DeviceInfo {
  const device = loginDeviceType(f);
  const system = detectSystem(f.userAgent);
  const browser = detectBrowser(f.userAgent);
  const out: DeviceInfo = {
    device,
    login_type: CLIENT_TYPE_IDS[device],
    system_group: deviceCategory(f.userAgent, f.appPlatform),
    system: system.name,
    system_version: system.version,
    browser: browser.version ? `${browser.name} ${browser.version}`.slice(0, 64) : browser.name,
  };
  if (f.host) out.host = f.host;
  if (f.appPlatform !== "web" && f.udid) out.udid = f.udid;
  return out;
}

/** Browser only: the facts of this page. */
export function currentDeviceFacts(pwaFlag: boolean, udid?: string): DeviceFacts {
  const standalone = pwaFlag || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches);
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    standalone,
    appPlatform: detectAppPlatform(window),
    udid,
    host: window.location.host,
  };
}
