// Browser. Runs the one-time prompts of prompts.ts: reads the browser's facts and flags once the page is
// idle, shows at most one prompt and marks it shown at once (so a reload does not show it again), and hides
// it when dismissed.
import { atom } from "nanostores";
import { STORAGE } from "../../lib/config/keys.ts";
import { detectAppPlatform } from "../../lib/device/app-platform.ts";
import { readItem, writeItem } from "../../lib/storage/storage.ts";
import { promptToShow, type PromptKind } from "./prompts.ts";

const FLAG: Record<
  PromptKind,
  typeof STORAGE.appPromptShown | typeof STORAGE.iosHintShown | typeof STORAGE.browserAlertShown
> = {
  app: STORAGE.appPromptShown,
  iosHint: STORAGE.iosHintShown,
  browser: STORAGE.browserAlertShown,
};

export const $prompt = atom<PromptKind | null>(null);

export function startPrompts(hasAppLinks: boolean): void {
  const nav = navigator as Navigator & { standalone?: boolean };
  const kind = promptToShow({
    userAgent: nav.userAgent,
    standalone: nav.standalone === true || window.matchMedia("(display-mode: standalone)").matches,
    appPlatform: detectAppPlatform(window),
    shown: {
      app: readItem(FLAG.app) === "1",
      iosHint: readItem(FLAG.iosHint) === "1",
      browser: readItem(FLAG.browser) === "1",
    },
    hasAppLinks,
  });
  if (!kind) return;
  writeItem(FLAG[kind], "1");
  $prompt.set(kind);
}

export function dismissPrompt(): void {
  $prompt.set(null);
}
