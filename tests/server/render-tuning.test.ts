// server/render-tuning.ts: the build-time edits that take constant work out of every render. They are text edits
// of dependencies' built files, so these tests read the installed versions: an upgrade that changes the text fails
// here rather than making the site silently slower.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { memoiseCspDigest, skipReactTrialRender } from "../../server/render-tuning.ts";

const require = createRequire(import.meta.url);
const installed = (pkg: string, file: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), "utf8");

describe("render tuning", () => {
  it("finds what it edits in the installed astro and @astrojs/react", () => {
    expect(memoiseCspDigest(installed("astro", "dist/core/encryption.js"))).not.toBeNull();
    const react = skipReactTrialRender(installed("@astrojs/react", "dist/server.js"));
    expect(react).not.toBeNull();
    // The checks before the trial render stay: class components and the include/exclude filter.
    expect(react!.indexOf("React.Component.isPrototypeOf")).toBeLessThan(react!.indexOf("return true;"));
    expect(react!.indexOf("filter(metadata.componentUrl)")).toBeLessThan(react!.indexOf("return true;"));
  });

  it("hashes a text once per algorithm, and answers the same digest again", async () => {
    const code = memoiseCspDigest(
      `let calls = 0;\nasync function generateCspDigest(data, algorithm) {\n  calls++;\n  return algorithm + ":" + data.length;\n}`,
    );
    const m = new Function(`${code}\nreturn { generateCspDigest, calls: () => calls };`)() as {
      generateCspDigest: (d: string, a: string) => Promise<string>;
      calls: () => number;
    };
    expect(await m.generateCspDigest("body{}", "SHA-256")).toBe("SHA-256:6");
    expect(await m.generateCspDigest("body{}", "SHA-256")).toBe("SHA-256:6");
    expect(m.calls()).toBe(1);
    expect(await m.generateCspDigest("body{}", "SHA-384")).toBe("SHA-384:6");
    expect(await m.generateCspDigest("p{}", "SHA-256")).toBe("SHA-256:3");
    expect(m.calls()).toBe(3);
  });

  it("leaves a file alone when its text is not the expected one", () => {
    expect(memoiseCspDigest("export const x = 1;")).toBeNull();
    expect(skipReactTrialRender("export const x = 1;")).toBeNull();
  });
});
