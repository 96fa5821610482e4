// Home and site content: the app download prompt, the iOS favourite hint and the browser alert
// (spec 000 §2 screens), each once, one at a time.
import { describe, expect, it } from "vitest";
import {
  isIosSafari,
  isUnsupportedBrowser,
  promptToShow,
  type PromptFacts,
} from "../../../src/features/prompts/prompts.ts";

const UA = {
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iosChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  iosFacebook:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidOld:
    "Mozilla/5.0 (Linux; Android 7.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.98 Mobile Safari/537.36",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  ie11: "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko",
  edgeLegacy:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582",
  oldSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15",
  firefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
};

const none = { browser: false, iosHint: false, app: false };
const facts = (f: Partial<PromptFacts>): PromptFacts => ({
  userAgent: UA.desktop,
  standalone: false,
  appPlatform: "web",
  shown: none,
  hasAppLinks: true,
  ...f,
});

describe("promptToShow", () => {
  it.each<[string, Partial<PromptFacts>, ReturnType<typeof promptToShow>]>([
    ["a current desktop browser: nothing", {}, null],
    ["Internet Explorer: the browser alert", { userAgent: UA.ie11 }, "browser"],
    ["an old Android Chrome: the browser alert first", { userAgent: UA.androidOld }, "browser"],
    ["the browser alert only once", { userAgent: UA.ie11, shown: { ...none, browser: true } }, null],
    ["iOS Safari: the add-to-home-screen hint", { userAgent: UA.iosSafari }, "iosHint"],
    [
      "iOS Safari after the hint: the app prompt",
      { userAgent: UA.iosSafari, shown: { ...none, iosHint: true } },
      "app",
    ],
    ["iOS Chrome cannot add to the home screen: the app prompt", { userAgent: UA.iosChrome }, "app"],
    ["an Android phone: the app prompt", { userAgent: UA.android }, "app"],
    ["the app prompt only once", { userAgent: UA.android, shown: { ...none, app: true } }, null],
    ["no app links configured: no app prompt", { userAgent: UA.android, hasAppLinks: false }, null],
    ["an installed PWA: no hint, no app prompt", { userAgent: UA.iosSafari, standalone: true }, null],
    ["inside the native app: nothing", { userAgent: UA.androidOld, appPlatform: "android" }, null],
  ])("%s", (_name, f, expected) => {
    expect(promptToShow(facts(f))).toBe(expected);
  });
});

describe("browser detection", () => {
  it("iOS Safari is Safari on an iPhone, not another browser or an in-app view", () => {
    expect(isIosSafari(UA.iosSafari)).toBe(true);
    expect(isIosSafari(UA.iosChrome)).toBe(false);
    expect(isIosSafari(UA.iosFacebook)).toBe(false);
    expect(isIosSafari(UA.android)).toBe(false);
  });
  it("unsupported: IE, legacy Edge, old Chrome and Safari; current ones are fine", () => {
    for (const ua of [UA.ie11, UA.edgeLegacy, UA.androidOld, UA.oldSafari]) expect(isUnsupportedBrowser(ua)).toBe(true);
    for (const ua of [UA.desktop, UA.android, UA.iosSafari, UA.iosChrome, UA.firefox])
      expect(isUnsupportedBrowser(ua)).toBe(false);
  });
});
