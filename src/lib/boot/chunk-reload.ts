// Browser (the rule is pure). A failed dynamic import (a deploy replaced the chunks this page was built with)
// reloads the page once, throttled to one reload per 10 s (spec 000 §8, §9 chunk reload throttle), so a chunk
// that is really missing cannot loop the page.
import { CHUNK_RELOAD_THROTTLE_MS } from "../config/page-timing.ts";

/** sessionStorage item holding the time of the last such reload (per tab). */
export const CHUNK_RELOAD_KEY = "lobby:chunkReloadAt";

/** Pure: reload unless the last reload for a failed chunk was less than the throttle ago. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS ||
    now < lastReloadAt
  );
}

/** Pure: whether an error or rejection reason is a failed dynamic import / preload. */
export function isChunkLoadError(reason: unknown): boolean {
  const msg = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    msg,
  );
}

function lastReload(win: Window): number | null {
  try {
    const raw = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** Listens for Vite's preload errors and unhandled import rejections; returns the cleanup. */
export function installChunkReload(win: Window = window): () => void {
  /** Reloads the page if it may; says whether it did. */
  const reload = (): boolean => {
    // Offline, a chunk that failed is the connection's fault, not a deploy's: the page stays (its header says
    // offline) rather than reload into the browser's error page.
    if (win.navigator?.onLine === false) return false;
    const now = Date.now();
    if (!shouldReloadForChunk(lastReload(win), now)) return false;
    try {
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    } catch {
      // without storage the throttle cannot hold across the reload: do not risk a loop
      return false;
    }
    win.location.reload();
    return true;
  };
  // Handled (Vite's import then resolves to undefined) only when the page reloads; otherwise Vite rethrows, so the
  // importer's own failure handling runs (offline, a game press shows the offline refusal) instead of it reading
  // an undefined module.
  const onPreload = (e: Event) => {
    if (reload()) e.preventDefault();
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    if (isChunkLoadError(e.reason)) reload();
  };
  win.addEventListener("vite:preloadError", onPreload);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    win.removeEventListener("vite:preloadError", onPreload);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
