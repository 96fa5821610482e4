// Browser. Whether this page runs as the installed app, and the spec's `pwa` storage flag (spec 001 §3). Imports
// nothing: every page's always-on script runs it (features/pwa/client.ts), within the content pages' JS budget.

/** STORAGE.pwa of lib/config/keys.ts (spec 001 §3), repeated so this file pulls no table in; a test holds them equal. */
export const PWA_STORAGE_KEY = "pwa";

/** Installed: display-mode standalone, iOS's navigator.standalone, or the stored flag (?pwa=1 writes it for app shells). */
export function runsInstalled(): boolean {
  if (typeof window === "undefined") return false;
  if (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches) return true;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  try {
    return window.localStorage.getItem(PWA_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** Stores the flag (spec 001 §3) so that every reader of the client type says pwa (spec 000 §9). */
export function rememberInstalled(): void {
  try {
    window.localStorage.setItem(PWA_STORAGE_KEY, "1");
  } catch {
    // blocked storage: the display mode still says so on this page
  }
}
