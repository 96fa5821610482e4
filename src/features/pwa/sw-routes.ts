// Service worker and tests (pure). What the service worker does with a request (our decision): it answers only
// navigations (network first, then the offline page), the precached shell, and the build's own immutable files
// (/_astro/, content-hashed, the same for everyone) which it keeps once fetched so that an offline page can still
// show its islands and messages. No page, balance or record is ever kept. The platform's calls, its real-time
// socket, the sandbox and game pages are not even answered: the browser fetches those itself, as without a worker.
import { LANGUAGES, ROUTED_LOCALES, isLanguage, type Language } from "../../lib/config/constants.ts";

/** Where the build writes the shell and the manifests (server/pwa-build.ts); a file path, so every language may ask. */
export const PWA_DIR = "/pwa";
export { SW_PATH } from "./paths.ts";
/** How long a navigation waits for the network before the offline page (issue brief: 3 s). */
export const NAVIGATION_TIMEOUT_MS = 3000;
/** The precached shell's ceiling in bytes, checked at build time. */
export const SHELL_BUDGET_BYTES = 150 * 1024;
/** The build's content-hashed files (served immutable by server/main.ts). */
export const ASSETS_PREFIX = "/_astro/";
/** How many build files the worker keeps at most (the oldest go first): a few pages' worth of islands. */
export const ASSETS_KEPT = 120;

/** Paths the worker never answers: the platform's API, its socket, the sandbox (admin, pay, game pages). */
const NEVER_PREFIXES = ["/api", "/socket.io", "/sandbox"] as const;
/** Pages that hold or open a game (spec 000 §2): the full-page player, the interim game window, the lobby return. */
export const PLAYER_PAGES = ["/play", "/loading", "/close"] as const;
/**
 * Game pages: the player pages, the slot list of a provider and the game room. A game carries the member's money;
 * nothing of it is served from a cache.
 */
export const GAME_PAGES = [...PLAYER_PAGES, "/slotgame", "/gameRoom"] as const;

export type SwRoute =
  /** Not the worker's business: the browser's own fetch, never cached. */
  | { kind: "pass" }
  /** A file of the precached shell: from the cache, else the network. */
  | { kind: "shell" }
  /** A content-hashed build file (/_astro/): from the cache, else the network, kept for next time. */
  | { kind: "asset" }
  /** A page: the network within NAVIGATION_TIMEOUT_MS, else the offline page in `lang` (null: the member's stored language). */
  | { kind: "navigate"; lang: Language | null };

export interface SwRequest {
  url: string;
  method: string;
  /** Request.mode: "navigate" for a page (a top-level document or a frame). */
  mode: string;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** The routed locale a path names by its prefix (spec 000 §9), or null for an unprefixed path. */
export function pathLanguage(pathname: string): Language | null {
  const m = /^\/([A-Za-z]{2}_[A-Za-z]{2})(\/|$)/.exec(pathname);
  const lang = m?.[1];
  return lang && (ROUTED_LOCALES as readonly string[]).includes(lang) && isLanguage(lang) ? lang : null;
}

function withoutPrefix(pathname: string): string {
  return pathLanguage(pathname) ? pathname.replace(/^\/[A-Za-z]{2}_[A-Za-z]{2}/, "") || "/" : pathname;
}

/** Whether a page holds or opens a game (no update toast there, features/pwa/update.ts). */
export function isPlayerPage(pathname: string): boolean {
  const rest = withoutPrefix(pathname);
  return PLAYER_PAGES.some((p) => under(rest, p));
}

/** Whether the worker must leave a path alone whatever the request (never answered, never cached). */
export function neverCached(pathname: string): boolean {
  if (NEVER_PREFIXES.some((p) => under(pathname, p))) return true;
  const rest = withoutPrefix(pathname);
  return GAME_PAGES.some((p) => under(rest, p));
}

/** The worker's decision for one request; `shell` holds the precached paths, `origin` the worker's own. */
export function routeRequest(req: SwRequest, origin: string, shell: ReadonlySet<string>): SwRoute {
  if (req.method !== "GET") return { kind: "pass" };
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return { kind: "pass" };
  }
  if (url.origin !== origin) return { kind: "pass" };
  if (neverCached(url.pathname)) return { kind: "pass" };
  if (req.mode === "navigate") return { kind: "navigate", lang: pathLanguage(url.pathname) };
  if (shell.has(url.pathname)) return { kind: "shell" };
  if (url.pathname.startsWith(ASSETS_PREFIX) && url.search === "") return { kind: "asset" };
  return { kind: "pass" };
}

/** The offline page of a language (one static file per language, written by the build). */
export function offlinePagePath(lang: Language): string {
  return `${PWA_DIR}/offline-${lang}.html`;
}

/** The web app manifest of a language. */
export function manifestPath(lang: Language): string {
  return `${PWA_DIR}/manifest-${lang}.webmanifest`;
}

/** Every offline page: the shell precaches one per language, so the member's own is there without a network. */
export const OFFLINE_PAGES: readonly string[] = LANGUAGES.map(offlinePagePath);

/** A language a page told the worker, checked (postMessage data is untrusted). */
export function parseLanguage(value: unknown): Language | null {
  return isLanguage(value) ? value : null;
}

/** Messages a page sends its worker. */
export type ToWorker = { type: "lang"; lang: Language } | { type: "skipWaiting" };

export function parseToWorker(data: unknown): ToWorker | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d["type"] === "skipWaiting") return { type: "skipWaiting" };
  const lang = parseLanguage(d["lang"]);
  if (d["type"] === "lang" && lang) return { type: "lang", lang };
  return null;
}
