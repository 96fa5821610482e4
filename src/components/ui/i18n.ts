// Browser and server. The translate function islands use: the page's i18next instance in the browser
// (from the boot data), and the key itself where there is none (server render without boot data, unit tests).
import { useEffect, useState } from "react";
import { clientI18n } from "../../lib/i18n/client.ts";

export type T = (key: string, params?: Record<string, unknown>) => string;

const identity: T = (key) => key;
let override: T | undefined;

/** Tests (and stories) may install their own translator. */
export function setTranslator(t: T | undefined): void {
  override = t;
}

export function translator(): T {
  if (override) return override;
  if (typeof document === "undefined") return identity;
  try {
    const i18n = clientI18n();
    return (key, params) => String(i18n.t(key, params ?? {}));
  } catch {
    return identity;
  }
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
