// Ships to server and browser. zod, configured once for every schema of the contract: `jitless`, because
// zod's fast path probes `new Function("")`, which the site's Content-Security-Policy forbids (script-src
// without 'unsafe-eval'); the probe showed up as a CSP issue on every page that parsed a response.
import { z } from "zod";

z.config({ jitless: true });

export { z };
