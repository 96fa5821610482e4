// Ships to server and browser. zod, configured once for every schema of the contract. `zod/mini`, the functional
// form (`z.optional(z.string().check(z.maxLength(20)))`), because a bundle keeps only the functions it calls, where
// classic zod's chained methods carry every method on every schema: the browser's zod went from about 26 KB gzip to
// about 8. `jitless`, because zod's fast path probes `new Function("")`, which the site's Content-Security-Policy
// forbids (script-src without 'unsafe-eval'); the probe showed up as a CSP issue on every page that parsed a response.
// `export * as`, not an imported namespace object re-exported, so that the bundler can still drop what no page calls.
import { config, locales } from "zod/mini";

config({ jitless: true });

export * as z from "zod/mini";

/**
 * Server only (the site's config, the sandbox): zod/mini loads no messages, so a refusal says "Invalid input".
 * The operator's start-up errors and the sandbox's input refusals name the problem in English. The browser never
 * calls this, so its bundle carries no locale: the site shows its own translated messages, never zod's.
 */
export function loadEnglishMessages(): void {
  config(locales.en());
}
