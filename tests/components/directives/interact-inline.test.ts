// The `client:interact` directive is inlined in every page that has islands (Astro bundles it with esbuild, as
// below, into a <script>): what it imports lands in each content page's HTML (≤ 30 KB, DESIGN). It must not pull
// in the session machine's or the site's constant tables, which esbuild keeps whole.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The directive as Astro inlines it (astro/dist/core/client-directive/build.js). */
async function inlined(): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import directive from "./src/components/directives/interact.ts";
(self.Astro || (self.Astro = {}))["interact"] = directive;
window.dispatchEvent(new Event('astro:interact'));`,
      resolveDir: root,
    },
    absWorkingDir: root,
    format: "iife",
    minify: true,
    bundle: true,
    write: false,
  });
  return out.outputFiles[0]!.text;
}

describe("the inlined client:interact directive", () => {
  it("carries none of lib/config/constants.ts's tables", async () => {
    const code = await inlined();
    // TIMING (smsCountdownS…), the language ids, the cookie lifetimes: from constants.ts via session.machine.ts.
    for (const marker of ["smsCountdownS", "requestTimeoutMs", "zh_TW:0", "localeMaxAgeS"])
      expect(code).not.toContain(marker);
    expect(code.length).toBeLessThan(3000);
  });
});
