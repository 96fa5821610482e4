// How a game opens per device and browser (spec 000 §4 open types; §5 "Mobile opens games in a window, or in
// redirect mode in a LINE browser. Some provider and game-type pairs force window or modal"; §9 GPNL_3, GPBB_3).
import { describe, expect, it } from "vitest";
import {
  OPEN_TYPE_CONFIG,
  launchBrowser,
  openTypeFor,
  type LaunchBrowser,
  type LaunchDevice,
  type OpenType,
} from "../../../src/features/launcher/open-type.ts";

describe("openTypeFor (spec 000 §4, §5)", () => {
  it.each<[LaunchDevice, LaunchBrowser, string, number, OpenType]>([
    ["desktop", "other", "GPJL", 2, "window"],
    ["mobile", "other", "GPJL", 2, "window"],
    ["mobile", "line", "GPJL", 2, "redirect"],
    ["app", "line", "GPJL", 2, "redirect"],
    ["desktop", "line", "GPJL", 2, "window"],
    ["app", "other", "GPJL", 2, "page"],
    ["desktop", "other", "GPBB", 3, "modal"],
    ["mobile", "line", "GPBB", 3, "modal"],
    ["mobile", "other", "GPNL", 3, "window"],
    ["app", "other", "GPNL", 3, "window"],
    ["mobile", "line", "GPNL", 3, "redirect"],
    ["desktop", "other", "GPNL", 2, "window"],
  ])("%s, %s browser, %s type %i: %s", (device, browser, gp, gt, expected) => {
    expect(openTypeFor(device, browser, gp, gt, OPEN_TYPE_CONFIG)).toBe(expected);
  });

  it("the forced lists are configuration", () => {
    const config = { forceWindow: [], forceModal: ["GPJL_2"] };
    expect(openTypeFor("desktop", "other", "GPJL", 2, config)).toBe("modal");
    expect(openTypeFor("desktop", "other", "GPBB", 3, config)).toBe("window");
  });
});

describe("launchBrowser", () => {
  it("recognises LINE's in-app browser", () => {
    expect(
      launchBrowser(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.16.0",
      ),
    ).toBe("line");
    expect(launchBrowser("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36")).toBe(
      "other",
    );
  });
});
