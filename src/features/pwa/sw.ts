// Service worker (built on its own by server/pwa-build.ts into /sw.js; hand-written, no library). The decisions are
// sw-routes.ts's pure routeRequest; this file only carries them out:
// - install precaches the shell (the offline page of every language), the build keeps it within 150 KB;
// - a page: the network, or after NAVIGATION_TIMEOUT_MS / a failure the offline page in the member's language;
// - a shell file: from the cache; a build file (/_astro/, immutable): from the cache, else fetched and kept, at
//   most ASSETS_KEPT of them; anything else is not answered (the browser's own fetch, never cached);
// - a new version waits until the page asks for it (the "update available" toast, features/pwa/update.ts).
import { DEFAULT_LOCALE, type Language } from "../../lib/config/constants.ts";
import { COOKIES } from "../../lib/config/keys.ts";
import {
  ASSETS_KEPT,
  NAVIGATION_TIMEOUT_MS,
  offlinePagePath,
  parseLanguage,
  parseToWorker,
  routeRequest,
  type SwRoute,
} from "./sw-routes.ts";

declare const __SHELL__: string[];
declare const __VERSION__: string;

// The worker's global, typed by hand: the project's TypeScript lib is the DOM's, not the WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
  origin: string;
}
interface WorkerScope {
  location: Location;
  /** Chromium's Cookie Store API in workers. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", fn: (e: FetchEvent) => void): void;
  addEventListener(type: "message", fn: (e: MessageEventLike) => void): void;
}
const sw = self as unknown as WorkerScope;

const CACHE = `lobby-shell-${__VERSION__}`;
/** The build's files of this version (a new build is a new version: the version hashes the build's file names). */
const ASSETS = `lobby-assets-${__VERSION__}`;
/** The member's language as a page told it (the `lang` message), where the worker cannot read the cookie. */
const META_CACHE = "lobby-meta";
const LANG_KEY = "/__lobby/lang";
const LANG_COOKIE = COOKIES.lang;
const SHELL = new Set(__SHELL__);

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(__SHELL__)));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if ((key.startsWith("lobby-shell-") || key.startsWith("lobby-assets-")) && key !== CACHE && key !== ASSETS)
          await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  // Only this origin's pages can message their worker; the data is still checked.
  const msg = parseToWorker(event.data);
  if (!msg) return;
  if (msg.type === "skipWaiting") event.waitUntil(sw.skipWaiting());
  else event.waitUntil(caches.open(META_CACHE).then((c) => c.put(LANG_KEY, new Response(msg.lang))));
});

/**
 * The member's language for an unprefixed address: the `lang` cookie (spec 001 §3), which the worker reads with
 * cookieStore where the browser has it (Chromium); else what a page told it; else en_US.
 */
async function storedLanguage(): Promise<Language> {
  try {
    const fromCookie = parseLanguage((await sw.cookieStore?.get(LANG_COOKIE))?.value);
    if (fromCookie) return fromCookie;
    const res = await (await caches.open(META_CACHE)).match(LANG_KEY);
    return parseLanguage(res ? await res.text() : null) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

async function offlinePage(lang: Language | null): Promise<Response> {
  const path = offlinePagePath(lang ?? (await storedLanguage()));
  const cached = (await caches.match(path)) ?? (await caches.match(offlinePagePath(DEFAULT_LOCALE)));
  return cached ?? new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The network's answer within the timeout; the offline page after it, or when the network fails. A race, not an
 * abort signal: a navigation request cannot be copied with a RequestInit (the fetch would throw at once).
 */
async function navigate(request: Request, lang: Language | null): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([fetch(request), late]);
    return res ?? (await offlinePage(lang));
  } catch {
    return offlinePage(lang);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A build file: the kept copy, else the network's answer at once, kept (when a full same-origin answer) while the
 * event lives on: the page never waits on the cache, and the worker is idle again as soon as the copy is written.
 */
async function asset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const res = await fetch(event.request);
  if (res.status === 200 && res.type === "basic") {
    const copy = res.clone();
    event.waitUntil(
      (async () => {
        await cache.put(event.request, copy);
        const keys = await cache.keys();
        for (const old of keys.slice(0, Math.max(0, keys.length - ASSETS_KEPT))) await cache.delete(old);
      })().catch(() => undefined),
    );
  }
  return res;
}

function answer(route: SwRoute, event: FetchEvent): Promise<Response> | null {
  const request = event.request;
  if (route.kind === "navigate") return navigate(request, route.lang);
  if (route.kind === "asset") return asset(event);
  if (route.kind === "shell") return caches.match(request).then((hit) => hit ?? fetch(request));
  return null;
}

sw.addEventListener("fetch", (event) => {
  const req = event.request;
  const response = answer(
    routeRequest({ url: req.url, method: req.method, mode: req.mode }, sw.location.origin, SHELL),
    event,
  );
  if (response) event.respondWith(response);
});
