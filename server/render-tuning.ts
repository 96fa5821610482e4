// Build-time trims of per-render work in the server bundle (profiled with the page cache off, the home page
// rendered on every request). Two pieces of Astro's own code redo, on every render, work whose answer never
// changes for the same input:
//   1. the CSP: every inline style and script of the page (build.inlineStylesheets "always": whole stylesheets) is
//      hashed with crypto.subtle.digest on every render (astro/dist/core/encryption.js generateCspDigest), about 3%
//      of a render. The digest of the same text is the same: it is kept, per algorithm, for texts seen before.
//   2. choosing the renderer: for each island @astrojs/react's check() renders the component once more, in a
//      throw-away React render, to see whether it returns a React element (about 8% of a render). React is this
//      site's only UI framework, so every framework component is React's: check() answers without rendering.
// Both are text edits of the dependencies' built files, applied by a Vite plugin while Astro bundles them. When an
// upgrade changes the text, the edit does not apply: the build warns and the site works as before, only slower
// (tests/server/render-tuning.test.ts fails first, against the installed versions).
import type { AstroIntegration } from "astro";

/** Bounded: inline texts that differ per render (a script with per-render data) must not grow memory without end. */
const MEMO_MAX = 500;

const DIGEST_SIGNATURE = "async function generateCspDigest(data, algorithm) {";

/** encryption.js with generateCspDigest memoised per algorithm and text; null when the text is not found. */
export function memoiseCspDigest(code: string): string | null {
  if (!code.includes(DIGEST_SIGNATURE)) return null;
  return (
    code.replace(DIGEST_SIGNATURE, "async function lobbyUncachedCspDigest(data, algorithm) {") +
    `
const lobbyCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  let byText = lobbyCspDigests.get(algorithm);
  if (!byText) lobbyCspDigests.set(algorithm, (byText = new Map()));
  let digest = byText.get(data);
  if (digest === undefined) {
    if (byText.size >= ${MEMO_MAX}) byText.clear();
    digest = lobbyUncachedCspDigest(data, algorithm);
    byText.set(data, digest);
    digest.catch(() => byText.delete(data));
  }
  return digest;
}
`
  );
}

const TRIAL_RENDER = `  let isReactComponent = false;
  function Tester(...args) {`;

/** @astrojs/react's server.js whose check() takes any function component as React's; null when not found. */
export function skipReactTrialRender(code: string): string | null {
  if (!code.includes(TRIAL_RENDER) || !code.includes("async function check(")) return null;
  // Everything before the trial render still runs: class components, forwardRef objects, the include/exclude filter.
  return code.replace(TRIAL_RENDER, `  return true;\n${TRIAL_RENDER}`);
}

/** UI framework integrations besides React: with any of them, check() must tell whose a component is. */
const OTHER_RENDERERS = /^@astrojs\/(preact|vue|svelte|solid-js|alpinejs|lit)$/;

export function renderTuning(): AstroIntegration {
  let onlyReact = true;
  return {
    name: "lobby:render-tuning",
    hooks: {
      "astro:config:setup": ({ config, updateConfig, logger }) => {
        onlyReact = !config.integrations.some((i) => OTHER_RENDERERS.test(i.name));
        const edits: { file: RegExp; edit: (code: string) => string | null; on: () => boolean }[] = [
          { file: /astro\/dist\/core\/encryption\.js$/, edit: memoiseCspDigest, on: () => true },
          { file: /@astrojs\/react\/dist\/server\.js$/, edit: skipReactTrialRender, on: () => onlyReact },
        ];
        updateConfig({
          vite: {
            plugins: [
              {
                name: "lobby:render-tuning",
                transform(code: string, id: string, options?: { ssr?: boolean | undefined }) {
                  if (!options?.ssr) return null;
                  const path = id.split("?")[0]!.replaceAll("\\", "/");
                  for (const e of edits) {
                    if (!e.file.test(path) || !e.on()) continue;
                    const out = e.edit(code);
                    if (out === null) logger.warn(`${path} changed: a render-time saving is not applied`);
                    return out === null ? null : { code: out, map: null };
                  }
                  return null;
                },
              },
            ],
          },
        });
      },
    },
  };
}
