// Server only. A memoised `t` per language for pages and layouts, and the language of the render in progress
// for islands' `useT` on the server.
import { AsyncLocalStorage } from "node:async_hooks";
import type { i18n } from "i18next";
import type { Language } from "../config/constants.ts";
import { messagesTranslator, type Translate } from "./client.ts";
import { createI18n } from "./index.ts";
import { messagesPlaceholder, pageMessagesNonce } from "./page-messages.ts";
import { RESOURCES } from "./resources.ts";

const cache = new Map<Language, i18n>();

export function serverI18n(lang: Language): i18n {
  let instance = cache.get(lang);
  if (!instance) {
    instance = createI18n(lang, RESOURCES[lang], RESOURCES.en_US);
    cache.set(lang, instance);
  }
  return instance;
}

const tCache = new Map<Language, i18n["t"]>();

/**
 * `t` for pages, with plain lookups (a key, no options) remembered: the messages are fixed per build and a
 * page calls `t` a few hundred times, which was a tenth of the server's rendering time.
 */
export function serverT(lang: Language): i18n["t"] {
  const cached = tCache.get(lang);
  if (cached) return cached;
  const base = serverI18n(lang).t;
  const plain = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === "string") {
      let value = plain.get(key);
      if (value === undefined) {
        value = String((base as (k: string) => unknown)(key));
        plain.set(key, value);
      }
      return value;
    }
    return (base as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as i18n["t"];
  tCache.set(lang, t);
  return t;
}

/** The messages an island needs: its language's keys, English filling any gap. Content keys stay on the server. */
const islandMessageCache = new Map<string, Readonly<Record<string, string>>>();

/** The messages are fixed per build, so each (language, prefixes) selection is made once per process. */
export function islandMessages(lang: Language, prefixes?: readonly string[]): Readonly<Record<string, string>> {
  const key = `${lang}|${prefixes?.join(",") ?? "*"}`;
  const cached = islandMessageCache.get(key);
  if (cached) return cached;
  const out: Record<string, string> = {};
  const pick = (m: Record<string, string>) => {
    for (const [k, v] of Object.entries(m)) {
      if (prefixes && !prefixes.some((p) => k.startsWith(p))) continue;
      out[k] = v;
    }
  };
  if (lang !== "en_US") pick(RESOURCES.en_US);
  pick(RESOURCES[lang]);
  const frozen = Object.freeze(out);
  islandMessageCache.set(key, frozen);
  return frozen;
}

/**
 * Each language's messages as a static asset of the build (hashed name under /_astro/, cached for good). The
 * locale files are the island messages: every one has English's key set (tests/locales checks), so the file
 * needs no English filled in.
 */
const LOCALE_URLS = import.meta.glob<string>("../../../locales/*.json", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The URL of `lang`'s messages file (`/_astro/en_US.<hash>.json` in a build). */
export function lateMessagesUrl(lang: Language): string {
  const url = LOCALE_URLS[`../../../locales/${lang}.json`];
  if (!url) throw new Error(`no messages file for ${lang}`);
  return url;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

/**
 * What a page's boot data carries (DESIGN: content pages ≤ 30 KB of HTML). `late`: no messages in the page,
 * only the URL of its language's file, which whatever mounts an island fetches first (late-messages.ts); for
 * pages whose islands all hydrate through `client:interact` or a lazy loader. Otherwise the island messages: when
 * the serving process fills them per page (server/page-messages.ts), `messagesJson` is the placeholder it fills
 * with the keys the page's browser code may use; elsewhere (prerendering, `astro dev`) every island message.
 */
export function bootMessages(
  lang: Language,
  late: boolean,
): { messages: Readonly<Record<string, string>>; messagesJson?: string; lateSrc: string | undefined } {
  if (late) return { messages: EMPTY, lateSrc: lateMessagesUrl(lang) };
  const nonce = pageMessagesNonce();
  return nonce === undefined
    ? { messages: islandMessages(lang), lateSrc: undefined }
    : { messages: EMPTY, messagesJson: messagesPlaceholder(nonce, lang), lateSrc: undefined };
}

/**
 * The language of the page being rendered. Islands translate one way, `useT()` (components/ui/i18n.ts), in the
 * browser from the boot data and on the server from here, so their first paint is already in the member's
 * language without the page translating their words for them.
 */
const renderLanguage = new AsyncLocalStorage<Language>();

/** Runs a page render (the middleware's `next`) with its language known to islands rendered inside it. */
export function renderIn<R>(lang: Language, render: () => R): R {
  return renderLanguage.run(lang, render);
}

/** The key under which the browser-safe `useT` finds the server's translator (no server import in islands). */
export const SERVER_TRANSLATOR = Symbol.for("lobby.serverTranslator");

const islandTranslators = new Map<Language, Translate>();

/** The same translator and messages the browser uses (client.ts), so the hydrating render matches the server's. */
function islandTranslator(lang: Language): Translate {
  let t = islandTranslators.get(lang);
  if (!t) {
    t = messagesTranslator(islandMessages(lang));
    islandTranslators.set(lang, t);
  }
  return t;
}

(globalThis as Record<symbol, unknown>)[SERVER_TRANSLATOR] = (): Translate | undefined => {
  const lang = renderLanguage.getStore();
  return lang ? islandTranslator(lang) : undefined;
};
