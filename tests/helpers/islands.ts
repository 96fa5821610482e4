// DOM tests of islands: the English messages as a person reads them, and the page's boot data.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { setTranslator } from "../../src/components/ui/i18n.ts";
import { BOOT_ELEMENT_ID } from "../../src/lib/boot/boot.ts";
import { messagesTranslator } from "../../src/lib/i18n/client.ts";
import en_US from "../../locales/en_US.json";

/** Islands speak English through the real messages, so a test asserts the words a member sees. */
export function speakEnglish(): void {
  setTranslator(messagesTranslator(en_US));
}

export function stopSpeaking(): void {
  setTranslator(undefined);
}

/** Writes the boot element the layout writes (site 1, INR, desktop), once per test file. */
export function writeBoot(extra: Record<string, unknown> = {}): void {
  if (document.getElementById(BOOT_ELEMENT_ID)) return;
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = BOOT_ELEMENT_ID;
  el.textContent = JSON.stringify({
    lang: "en_US",
    localePrefix: "",
    currency: "INR",
    device: "desktop",
    messages: en_US,
    config: {
      siteId: 1,
      siteName: "Lobby",
      currencies: ["INR"],
      languages: ["en_US"],
      isDemo: false,
      desktopLock: false,
      gameRoom: false,
      realtimeUrl: "",
      appLinks: {},
      ...extra,
    },
  });
  document.body.append(el);
}

/** jsdom has no matchMedia or scrollIntoView; the device facts and the forms use them. */
export function stubMatchMedia(): void {
  // jsdom does not lay out: a form scrolling its first error into view has nothing to scroll.
  Element.prototype.scrollIntoView ??= () => undefined;
  if (typeof window.matchMedia === "function") return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * The life of an island DOM test file: the boot element once (with jsdom's missing matchMedia stubbed, and the
 * session started by `start`, e.g. initSession, when the island needs them), English before each test, and after
 * each the rendered tree unmounted and the translator dropped. A file's own beforeEach runs after this one's.
 */
export function islandTests(options: { matchMedia?: boolean; start?: () => void } = {}): void {
  beforeAll(() => {
    writeBoot();
    if (options.matchMedia) stubMatchMedia();
    options.start?.();
  });
  beforeEach(speakEnglish);
  afterEach(() => {
    cleanup();
    stopSpeaking();
  });
}
