// Browser and server. The one way islands translate: `useT()`. In the browser it reads the page's messages from
// the boot data (lib/i18n/client.ts, no i18next in the browser); on the server, the same messages of the language
// of the page being rendered (lib/i18n/server.ts `renderIn`); elsewhere (unit tests) the key itself. Pages do not translate an island's words into
// `labels` props: one way keeps every island's keys in the island (grep-able, typed by `LocaleKey`), and the
// server render and the hydrating render read the same messages, so they match.
import { useEffect, useState } from "react";
import { clientTranslator } from "../../lib/i18n/client.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";

export type { LocaleKey };
/** Typed by locales/en_US.json: an unknown key is a type error (src/lib/i18n/i18next.d.ts). */
export type T = (key: LocaleKey, params?: Record<string, unknown>) => string;

const identity: T = (key) => key;
let override: T | undefined;

/** Tests (and stories) may install their own translator. */
export function setTranslator(t: T | undefined): void {
  override = t;
}

export function translator(): T {
  if (override) return override;
  if (typeof document === "undefined") return serverTranslator() ?? identity;
  try {
    return clientTranslator();
  } catch {
    return identity;
  }
}

/** Set by lib/i18n/server.ts on the server; islands must not import server code, so they meet through a symbol. */
function serverTranslator(): T | undefined {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for("lobby.serverTranslator")];
  return typeof hook === "function" ? (hook as () => T | undefined)() : undefined;
}

/** Hook form; the translator does not change during a page's life. */
export function useT(): T {
  return translator();
}

/**
 * Runs `fn` once the document is parsed. The layout writes the boot data (language, messages, config) at the
 * end of <body> and the server streams the page, so a client:load island in the header can hydrate before
 * that element exists; reading it then would leave raw keys on screen.
 */
export function onDocumentReady(fn: () => void): () => void {
  if (document.readyState !== "loading") {
    fn();
    return () => undefined;
  }
  const run = () => fn();
  document.addEventListener("DOMContentLoaded", run, { once: true });
  return () => document.removeEventListener("DOMContentLoaded", run);
}

/** false on the server and in the hydrating render; true once mounted and the boot data can be read. */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => onDocumentReady(() => setReady(true)), []);
  return ready;
}
