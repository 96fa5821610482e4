// Server only, free of Vite and Astro (server/page-messages.ts uses it from the plain Node process). Which island
// messages a page ships: the keys its browser code may look up, not every key of the language (home: about 25 KB
// of boot JSON instead of 65 KB, a third of its HTML; the encoding and writing of those bytes was a fifth of a
// home render).
//
// The browser code a page may run is its scripts and islands (each a built file under /_astro/ that the page
// names) and every file those import, at once or later (a lazily loaded form, dialog or panel). A key it looks up
// is either written whole in that code (`t("auth.login.title")`, a table of keys) or built from a written prefix
// (`gameType.${id}.abbr`, `one_key_err_code_${n}`: runtimeKey, whose prefixes end in "." or "_"). So a file's keys
// are every whole key in its text and every key under a prefix in its text; a page's keys are those of every file
// it reaches. Both over-count (a word that happens to be a key, a shared chunk): a key too many costs bytes, a key
// too few shows a raw key, so every doubt ships the key.
//
// The layout writes a placeholder where the messages go (messagesPlaceholder); the server fills it once the page is
// rendered and its files are known (server/page-messages.ts). The placeholder carries a per-process random nonce,
// so no text of the page (a query string, platform content) can stand for it.

/** The JSON the layout writes in place of the messages: a nonce and the page's language. */
export function messagesPlaceholder(nonce: string, lang: string): string {
  return `${placeholderHead(nonce)}${lang}"}`;
}

/** The placeholder up to the language. */
export function placeholderHead(nonce: string): string {
  return `{"lobby:page-messages":"${nonce}","lang":"`;
}

/** The process-wide hook through which the layout learns that the server fills the messages (and its nonce). */
export const PAGE_MESSAGES_HOOK = Symbol.for("lobby.pageMessages");

export interface PageMessagesHook {
  nonce: string;
}

/** The nonce when the serving process fills page messages; undefined (the whole language ships) otherwise. */
export function pageMessagesNonce(): string | undefined {
  const hook = (globalThis as Record<symbol, unknown>)[PAGE_MESSAGES_HOOK] as PageMessagesHook | undefined;
  return typeof hook?.nonce === "string" ? hook.nonce : undefined;
}

/** A name of a built file that code may load: `index.DrhpOYbY.js`, `Login.C2x_e-9a.js`. */
const FILE_NAME = /[\w~.-]+\.js\b/g;

/** Words that may be keys or key prefixes: identifier characters and dots, as every locale key is written. */
const WORD = /[A-Za-z_][\w.]*/g;

/** Built files named in `code` (imports, dynamic imports, Vite's preload lists), among `files`. */
export function namedFiles(code: string, files: ReadonlySet<string>, self?: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(FILE_NAME)) {
    const name = m[0].slice(m[0].lastIndexOf("/") + 1);
    if (name !== self && files.has(name)) out.add(name);
  }
  return [...out];
}

/** Every key under each prefix a key has (up to and with each "." or "_"): "gameType." → its keys. */
export function keysByPrefix(keys: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of keys)
    for (let i = 0; i < key.length - 1; i++) {
      const c = key[i];
      if (c !== "." && c !== "_") continue;
      const prefix = key.slice(0, i + 1);
      const list = out.get(prefix);
      if (list) list.push(key);
      else out.set(prefix, [key]);
    }
  return out;
}

/** The keys `code` may look up: whole keys in it, and every key under a prefix in it (ending in "." or "_"). */
export function keysInCode(
  code: string,
  keys: readonly string[],
  keySet: ReadonlySet<string> = new Set(keys),
  byPrefix: ReadonlyMap<string, readonly string[]> = keysByPrefix(keys),
): Set<string> {
  const out = new Set<string>();
  const under = (prefix: string) => {
    for (const key of byPrefix.get(prefix) ?? []) out.add(key);
  };
  for (const m of code.matchAll(WORD)) {
    const word = m[0];
    if (keySet.has(word)) out.add(word);
    // "gameType." stands for `gameType.${id}.abbr` (a template, or a minifier's "gameType."+id+".abbr").
    if (word.endsWith(".") || word.endsWith("_")) under(word);
    // "funds.err" joined to "." and a name later: its keys start with "funds.err.".
    else if (word.includes(".")) under(`${word}.`);
  }
  return out;
}

/**
 * The keys each page's set of files may look up. `files`: every built browser file by name (the text of
 * dist/client/_astro/*.js); `keys`: every locale key.
 */
export function createIslandKeyIndex(files: ReadonlyMap<string, string>, keys: readonly string[]) {
  const names = new Set(files.keys());
  const keySet = new Set(keys);
  const byPrefix = keysByPrefix(keys);
  const edges = new Map<string, string[]>();
  const own = new Map<string, Set<string>>();
  for (const [name, code] of files) {
    edges.set(name, namedFiles(code, names, name));
    own.set(name, keysInCode(code, keys, keySet, byPrefix));
  }
  /** The keys of the files `entries` name and of every file they reach. Unknown names add nothing. */
  function keysFor(entries: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const stack = [...entries].filter((e) => names.has(e));
    const out = new Set<string>();
    while (stack.length > 0) {
      const name = stack.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      for (const k of own.get(name) ?? []) out.add(k);
      for (const next of edges.get(name) ?? []) if (!seen.has(next)) stack.push(next);
    }
    return out;
  }
  return { keysFor, size: names.size };
}

const ASSET_PREFIX = Buffer.from("/_astro/", "latin1");

/**
 * The built browser files a page's HTML names: every `/_astro/<name>.js` (island component and renderer URLs,
 * module scripts, preloads). `html` as bytes: the server has the page as one buffer; searching it does not decode it.
 */
export function pageFiles(html: Buffer): string[] {
  const out = new Set<string>();
  let at = html.indexOf(ASSET_PREFIX);
  while (at !== -1) {
    const start = at + ASSET_PREFIX.length;
    let end = start;
    // A file name: letters, digits and _ ~ . - ; it ends at a quote, `?`, `#`, space or `>`.
    while (end < html.length && end - start < 200) {
      const c = html[end]!;
      const nameChar =
        (c >= 0x30 && c <= 0x39) ||
        (c >= 0x41 && c <= 0x5a) ||
        (c >= 0x61 && c <= 0x7a) ||
        c === 0x5f ||
        c === 0x7e ||
        c === 0x2e ||
        c === 0x2d;
      if (!nameChar) break;
      end++;
    }
    const name = html.toString("latin1", start, end);
    if (name.endsWith(".js")) out.add(name);
    at = html.indexOf(ASSET_PREFIX, end);
  }
  return [...out];
}

/** `<` escaped, as boot.ts writes its JSON, so no message can close the script element. */
export function messagesJson(messages: Readonly<Record<string, string>>): string {
  return JSON.stringify(messages).replace(/</g, "\\u003c");
}
