// Each server-rendered page ships the island messages its own browser code may use, not every message of its
// language (src/lib/i18n/page-messages.ts says how the keys are found). The layout writes a placeholder; once
// Astro has rendered the page (one buffer: streaming is off) this fills it with the messages of the built files
// the page names, then sends the page with its new Content-Length. The index of the build's files is made once at
// start from dist/client/_astro; each set of files gives its messages' JSON once per language (bounded cache).
// Profiled with the page cache off (the home page rendered on every request): the 65 KB of messages were half
// the page, and encoding and writing the page's bytes a quarter of the server's time.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type http from "node:http";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { isLanguage, LANGUAGES, type Language } from "../src/lib/config/constants.ts";
import {
  createIslandKeyIndex,
  messagesJson,
  PAGE_MESSAGES_HOOK,
  pageFiles,
  placeholderHead,
  type PageMessagesHook,
} from "../src/lib/i18n/page-messages.ts";

type Messages = Readonly<Record<string, string>>;

/** Message sets kept (a set per language × set of files a page names: a handful per page template). */
const MESSAGE_SETS_MAX = 300;

export interface PageMessages {
  nonce: string;
  /** The page with its placeholder filled, in pieces to send in turn; undefined when it has none (sent as it is). */
  fill(body: Buffer): Buffer[] | undefined;
  /** Holds back an HTML answer until it ends, fills its placeholder and sends it whole. */
  wrap(res: http.ServerResponse): void;
  /** Tells the layout (lib/i18n/server.ts bootMessages) to write the placeholder. */
  install(): void;
}

/** From a build: undefined when there is none (the layout then writes every message, as before). */
export function loadPageMessages(root: string): PageMessages | undefined {
  const dir = path.join(root, "dist/client/_astro");
  if (!existsSync(dir)) return undefined;
  const files = new Map<string, string>();
  for (const name of readdirSync(dir))
    if (name.endsWith(".js")) files.set(name, readFileSync(path.join(dir, name), "utf8"));
  const locales = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(path.join(root, "locales", `${lang}.json`), "utf8"))]),
  ) as Record<Language, Messages>;
  return createPageMessages(files, locales);
}

export function createPageMessages(
  files: ReadonlyMap<string, string>,
  locales: Readonly<Record<Language, Messages>>,
  nonce: string = randomBytes(16).toString("hex"),
): PageMessages {
  const english = locales.en_US;
  const keys = Object.keys(english);
  const index = createIslandKeyIndex(files, keys);
  const head = Buffer.from(placeholderHead(nonce), "latin1");
  const tail = Buffer.from(`"}`, "latin1");
  const sets = new LRUCache<string, Buffer>({ max: MESSAGE_SETS_MAX });

  /** The language's message for each key the files reach, English filling a gap (as islandMessages). */
  function messagesFor(lang: Language, names: string[]): Buffer {
    names.sort();
    const id = `${lang}\u0000${names.join("\u0000")}`;
    let json = sets.get(id);
    if (json === undefined) {
      const reached = index.keysFor(names);
      const own = locales[lang];
      const out: Record<string, string> = {};
      for (const key of keys) if (reached.has(key)) out[key] = own[key] ?? english[key]!;
      json = Buffer.from(messagesJson(out), "utf8");
      sets.set(id, json);
    }
    return json;
  }

  function fill(body: Buffer): Buffer[] | undefined {
    const at = body.indexOf(head);
    if (at === -1) return undefined;
    const langStart = at + head.length;
    const langEnd = body.indexOf(tail, langStart);
    if (langEnd === -1 || langEnd - langStart > 16) return undefined;
    const lang = body.toString("latin1", langStart, langEnd);
    if (!isLanguage(lang)) return undefined;
    // Pieces, not one new buffer: the page is not copied again (they go out in one writev).
    return [body.subarray(0, at), messagesFor(lang, pageFiles(body)), body.subarray(langEnd + tail.length)];
  }

  return {
    nonce,
    fill,
    wrap: (res) => holdHtml(res, fill),
    install() {
      (globalThis as Record<symbol, unknown>)[PAGE_MESSAGES_HOOK] = { nonce } satisfies PageMessagesHook;
    },
  };
}

type Args = unknown[];

const contentTypeOf = (res: http.ServerResponse, headArgs: Args | undefined): string => {
  const given = headArgs?.findLast((a) => typeof a === "object" && a !== null) as Record<string, unknown> | undefined;
  const key = given && Object.keys(given).find((k) => k.toLowerCase() === "content-type");
  const value = key ? given[key] : res.getHeader("content-type");
  return typeof value === "string" ? value : "";
};

/** writeHead's arguments with Content-Length set to `length` (wherever it was given). */
function withLength(res: http.ServerResponse, args: Args, length: number): Args {
  if (res.hasHeader("content-length")) res.setHeader("Content-Length", length);
  return args.map((a) => {
    if (typeof a !== "object" || a === null || Array.isArray(a)) return a;
    const headers = { ...(a as Record<string, unknown>) };
    for (const k of Object.keys(headers)) if (k.toLowerCase() === "content-length") headers[k] = String(length);
    return headers;
  });
}

/**
 * Keeps an HTML answer's head and body until it ends, then sends `fill(body)` (or the body as it was) with its
 * length. Anything else passes through at once, as does an answer written with a callback (Astro's error path).
 */
export function holdHtml(res: http.ServerResponse, fill: (body: Buffer) => Buffer[] | undefined): void {
  // Whatever wraps them already (the cache's capture, compression, the cache headers) gets the page as filled.
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let head: Args | undefined;
  const chunks: Buffer[] = [];
  const restore = () => {
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength),
    );
  };
  /** Whether this answer is held: an HTML head given or about to be sent implicitly. */
  const holding = (args?: Args): boolean => {
    if (head) return true;
    if (res.headersSent || !contentTypeOf(res, args).startsWith("text/html")) return false;
    head = args ?? [res.statusCode];
    return true;
  };
  /** Sends what was held as it is and lets everything after through. */
  const release = () => {
    restore();
    if (head) res.writeHead(...(head as Parameters<typeof res.writeHead>));
    for (const chunk of chunks) res.write(chunk);
  };

  res.writeHead = (...args: Args) => {
    if (holding(args)) return res;
    restore();
    return res.writeHead(...(args as Parameters<typeof res.writeHead>));
  };
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    if (!holding() || typeof encoding === "function" || typeof cb === "function") {
      release();
      return (res.write as (...a: unknown[]) => boolean)(chunk, encoding, cb);
    }
    keep(chunk, encoding);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    if (!holding()) {
      restore();
      return (res.end as (...a: unknown[]) => http.ServerResponse)(chunk, encoding, cb);
    }
    keep(chunk, encoding);
    const done = [chunk, encoding, cb].find((a) => typeof a === "function");
    restore();
    const held = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const pieces = fill(held) ?? [held];
    const length = pieces.reduce((n, p) => n + p.length, 0);
    res.writeHead(...(withLength(res, head!, length) as Parameters<typeof res.writeHead>));
    res.cork();
    for (const piece of pieces.slice(0, -1)) res.write(piece);
    const last = pieces.at(-1)!;
    const ended = done ? res.end(last, done as () => void) : res.end(last);
    res.uncork();
    return ended;
  }) as typeof res.end;
}
