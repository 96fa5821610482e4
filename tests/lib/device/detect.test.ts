// Device info sent with login (spec 001 §3 login payload: device, system_group, udid in apps, login_type,
// system, browser, system_version; §9 device categories web/ios/iosStore/android/notSupport and login device
// types desktop/mobile/app/pwa; spec 000 §9 client type ids desktop 1, mobile 2, app 3, pwa 7).
import { describe, expect, it } from "vitest";
import {
  detectAppPlatform,
  detectBrowser,
  detectSystem,
  describeUserAgent,
  deviceCategory,
  deviceInfo,
  loginDeviceType,
  type DeviceFacts,
} from "../../../src/lib/device/detect.ts";
import { isMobileUserAgent, isPhoneUserAgent, layoutFromUserAgent } from "../../../src/lib/device/user-agent.ts";

const UA = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61",
  samsung:
    "Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  ucAndroid:
    "Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2185) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36",
  ie11: "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko",
};

const facts = (over: Partial<DeviceFacts>): DeviceFacts => ({
  userAgent: UA.windowsEdge,
  width: 1366,
  standalone: false,
  appPlatform: "web",
  ...over,
});

describe("popular browsers and systems (spec 001 §9)", () => {
  it.each([
    [UA.androidChrome, "Chrome", "120.0.6099.43", "Android", "13"],
    [UA.iphoneSafari, "Safari", "17.1", "iOS", "17.1.2"],
    [UA.windowsEdge, "Edge", "120.0.2210.61", "Windows", "10.0"],
    [UA.samsung, "Samsung", "23.0", "Android", "12"],
    [UA.ucAndroid, "UC", "13.4.0.1306", "Android", "10"],
  ])("%s", (ua, browser, version, system, systemVersion) => {
    expect(detectBrowser(ua)).toEqual({ name: browser, version });
    expect(detectSystem(ua)).toEqual({ name: system, version: systemVersion });
  });
});

describe("device category (spec 001 §9: web, ios, iosStore, android, notSupport)", () => {
  it.each<[string, string, "ios" | "android" | "web", string]>([
    ["desktop browser", UA.windowsEdge, "web", "web"],
    ["iPhone browser", UA.iphoneSafari, "web", "ios"],
    ["Android browser", UA.androidChrome, "web", "android"],
    ["inside the iOS app", UA.iphoneSafari, "ios", "iosStore"],
    ["inside the Android app", UA.androidChrome, "android", "android"],
    ["Internet Explorer", UA.ie11, "web", "notSupport"],
  ])("%s", (_name, ua, platform, expected) => {
    expect(deviceCategory(ua, platform)).toBe(expected);
  });
});

describe("login device type (spec 001 §9: desktop, mobile, app, pwa)", () => {
  it.each<[string, Partial<DeviceFacts>, string]>([
    ["a wide desktop browser", {}, "desktop"],
    ["a narrow desktop window is mobile (below 992 px)", { width: 991 }, "mobile"],
    ["a phone browser", { userAgent: UA.androidChrome, width: 390 }, "mobile"],
    ["an installed PWA", { userAgent: UA.androidChrome, standalone: true }, "pwa"],
    ["inside the app", { userAgent: UA.androidChrome, appPlatform: "android", standalone: true }, "app"],
  ])("%s", (_name, over, expected) => {
    expect(loginDeviceType(facts(over))).toBe(expected);
  });
});

describe("the device fields of the login payload (spec 001 §3)", () => {
  it("a phone browser: client type 2, no udid", () => {
    const info = deviceInfo(facts({ userAgent: UA.androidChrome, width: 390, udid: "ignored", host: "lobby.test" }));
    expect(info).toEqual({
      device: "mobile",
      login_type: 2,
      system_group: "android",
      system: "Android",
      system_version: "13",
      browser: "Chrome 120.0.6099.43",
      host: "lobby.test",
    });
  });

  it("the app sends its udid and client type 3", () => {
    const info = deviceInfo(facts({ userAgent: UA.iphoneSafari, appPlatform: "ios", udid: "UDID-1" }));
    expect(info).toMatchObject({ device: "app", login_type: 3, system_group: "iosStore", udid: "UDID-1" });
  });

  it("desktop is client type 1, a PWA 7", () => {
    expect(deviceInfo(facts({})).login_type).toBe(1);
    expect(deviceInfo(facts({ standalone: true })).login_type).toBe(7);
  });
});

describe("native app detection", () => {
  it("the iOS bridge, the Android bridge, or the web", () => {
    expect(detectAppPlatform({ webkit: { messageHandlers: { isSetTokenLogin: {} } } })).toBe("ios");
    expect(detectAppPlatform({ Android: {} })).toBe("android");
    expect(detectAppPlatform({ webkit: { messageHandlers: {} } })).toBe("web");
    expect(detectAppPlatform(undefined)).toBe("web");
  });
});

// One reading of "mobile" for the server's layout guess and the login device type (src/lib/device/user-agent.ts).
describe("mobile user agents, one pattern for the layout, the login device type and the app prompt", () => {
  const IPAD =
    "Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
  const BLACKBERRY =
    "Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+";
  const WEBOS =
    "Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 (KHTML, like Gecko) Version/1.0 Safari/532.2 Pre/1.0";
  it.each([
    ["an Android phone", UA.androidChrome, true, true],
    ["an iPhone", UA.iphoneSafari, true, true],
    ["an iPad: mobile layout, but no phone app prompt", IPAD, true, false],
    ["a BlackBerry", BLACKBERRY, true, true],
    ["webOS", WEBOS, true, true],
    ["a desktop browser", UA.windowsEdge, false, false],
  ])("%s", (_name, ua, mobile, phone) => {
    expect(isMobileUserAgent(ua)).toBe(mobile);
    expect(isPhoneUserAgent(ua)).toBe(phone);
    expect(layoutFromUserAgent(ua, false)).toBe(mobile ? "mobile" : "desktop");
    expect(loginDeviceType({ userAgent: ua, width: 1280, standalone: false, appPlatform: "web" })).toBe(
      mobile ? "mobile" : "desktop",
    );
  });
  it("the desktop lock keeps the desktop layout", () =>
    expect(layoutFromUserAgent(UA.iphoneSafari, true)).toBe("desktop"));
});

describe("describeUserAgent: the device of a login or a session, as the member recognises it (account security)", () => {
  it.each([
    [UA.androidChrome, { kind: "phone", browser: "Chrome", system: "Android" }],
    [UA.iphoneSafari, { kind: "phone", browser: "Safari", system: "iOS" }],
    [UA.windowsEdge, { kind: "desktop", browser: "Edge", system: "Windows" }],
    [UA.samsung, { kind: "phone", browser: "Samsung", system: "Android" }],
    [UA.ucAndroid, { kind: "phone", browser: "UC", system: "Android" }],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      { kind: "tablet", browser: "Safari", system: "iOS" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) Gecko/20100101 Firefox/121.0",
      { kind: "desktop", browser: "Firefox", system: "macOS" },
    ],
    ["", { kind: "desktop", browser: null, system: null }],
    ["curl/8.4.0", { kind: "desktop", browser: null, system: null }],
  ])("%s", (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
