// Ships to server and browser. The per-request data the server hands to islands: language, the island
// messages and the public configuration. The layout writes it once as JSON (`<script type="application/json"
// id="lobby-boot">`, not executed, so the CSP needs no hash for it); islands read it through `readBoot()`.
// Deliberately free of zod: content pages must stay within their JavaScript budget.
import { isCurrency, isLanguage, languageTag, type Currency, type Language } from "../config/constants.ts";
import type { PublicConfig } from "../config/public-config.ts";

export const BOOT_ELEMENT_ID = "lobby-boot";

export interface Boot {
  lang: Language;
  /** URL prefix of the routed locale ("" for en_US, "/hi_IN", "/ta_IN"). */
  localePrefix: string;
  currency: Currency;
  device: "desktop" | "mobile";
  messages: Record<string, string>;
  config: PublicConfig;
  /** The visitor's country when BLOCKED_COUNTRIES lists it (player protection): sign-up and login explain instead. */
  blockedCountry?: string | null;
}

/** The messages are one frozen object per language (islandMessages); each is serialised once. */
const messagesJson = new WeakMap<object, string>();
const escapeJson = (json: string) => json.replace(/</g, "\\u003c");

/**
 * Serialises boot data for a JSON script tag; `<` is escaped so no text can close the tag. `messagesText`: the
 * messages' JSON as written already (the server's placeholder for the page's messages, lib/i18n/page-messages.ts).
 */
export function serializeBoot(boot: Boot, messagesText?: string): string {
  const { messages, ...rest } = boot;
  let m = messagesText ?? messagesJson.get(messages);
  if (m === undefined) {
    m = escapeJson(JSON.stringify(messages));
    if (Object.isFrozen(messages)) messagesJson.set(messages, m);
  }
  const head = escapeJson(JSON.stringify(rest));
  return head === "{}" ? `{"messages":${m}}` : `${head.slice(0, -1)},"messages":${m}}`;
}

/** Checks an unknown value read from the page; falls back to nothing rather than half-using it. */
export function parseBoot(value: unknown): Boot | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Partial<Boot>;
  if (!isLanguage(v.lang) || !isCurrency(v.currency)) return undefined;
  if (v.device !== "desktop" && v.device !== "mobile") return undefined;
  if (typeof v.localePrefix !== "string" || typeof v.messages !== "object" || v.messages === null) return undefined;
  const c = v.config;
  if (!c || typeof c.siteId !== "number" || !Array.isArray(c.currencies) || !Array.isArray(c.languages))
    return undefined;
  return v as Boot;
}

let cached: Boot | undefined;

/** Browser only: the boot data of this page, parsed once. Throws if the layout did not write it. */
export function readBoot(): Boot {
  if (cached) return cached;
  const el = document.getElementById(BOOT_ELEMENT_ID);
  let raw: unknown = null;
  try {
    raw = el ? JSON.parse(el.textContent || "null") : null;
  } catch {
    raw = null;
  }
  const boot = parseBoot(raw);
  if (!boot) throw new Error("Lobby: the page's boot data is missing or malformed");
  cached = boot;
  return cached;
}

/** Browser only: the boot data of this page, or null where there is none (a test, a page without the layout). */
export function bootOrNull(): Boot | null {
  try {
    return readBoot();
  } catch {
    return null;
  }
}

/** Browser only: the routed locale's URL prefix ("" for en_US, and where there is no boot data) for links. */
export function bootLocalePrefix(): string {
  return bootOrNull()?.localePrefix ?? "";
}

/** Browser only: the page's language as a BCP 47 tag (en-US, hi-IN …) for Intl; en-US if the boot data is missing. */
export function pageLocaleTag(): string {
  try {
    return languageTag(readBoot().lang);
  } catch {
    return "en-US";
  }
}
