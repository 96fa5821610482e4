// Ships to server and browser. zod, configured once for every schema of the contract. `zod/mini`, the functional
// form (`z.optional(z.string().check(z.maxLength(20)))`), because a bundle keeps only the functions it calls, where
// classic zod's chained methods carry every method on every schema: the browser's zod went from about 26 KB gzip to
// about 8. `jitless`, because zod's fast path probes `new Function("")`, which the site's Content-Security-Policy
// forbids (script-src without 'unsafe-eval'); the probe showed up as a CSP issue on every page that parsed a response.
// `export * as`, not an imported namespace object re-exported, so that the bundler can still drop what no page calls.
import { config } from "zod/mini";

config({ jitless: true });

export * as z from "zod/mini";
