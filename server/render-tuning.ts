// Build-time trims of per-render work in the server bundle (profiled with the page cache off, the home page
// rendered on every request). Two pieces of Astro's own code redo, on every render, work whose answer never
// changes for the same input:
//   1. the CSP: every inline style and script of the page (build.inlineStylesheets "always": whole stylesheets) is
//      hashed with crypto.subtle.digest on every render (astro/dist/core/encryption.js generateCspDigest), about 3%
//      of a render. The digest of the same text is the same: it is kept, per algorithm, for texts seen before.
//   2. choosing the renderer: for each island @astrojs/react's check() renders the component once more, in a
//      throw-away React render, to see whether it returns a React element (about 8% of a render). React is this
//      site's only UI framework, so every framework component is React's: check() answers without rendering.
//   3. each island's HTML: @astrojs/react renders it through React's web stream (renderToReadableStream), which
//      encodes every chunk to bytes, queues it in a ReadableStream and decodes it back into a string, about 8% of
//      a home render for ten islands. React's renderToString gives the same HTML for a tree that does not suspend
//      (the same Fizz renderer, the same identifierPrefix): it is tried first, and a tree whose output shows a
//      Suspense boundary that did not finish (<!--$!--> or <!--$?-->) is rendered through the stream as before.
//   4. finding the page's module: every request runs the page map's `() => import("./chunks/page.mjs")`, a trip
//      through Node's module loader (resolve, job lookup) for a module loaded long ago, about 2% of a render. The
//      promise is kept per page (a failed import is asked again).
//   5. an island's props: Astro serialises them twice per island, once for the island's id (a hash of its HTML and
//      props) and once for its `props` attribute, about 2% of a home render. The same props object (made per island
//      render, never changed after) gives the same text: the first answer is kept for that object.
// All are text edits of the dependencies' built files, applied by a Vite plugin while Astro bundles them. When an
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

const STREAM_RENDER = `  } else if ("renderToReadableStream" in ReactDOM) {
    html = await renderToReadableStreamAsync(vnode, renderOptions);`;

/** @astrojs/react's server.js rendering an island with renderToString when that gives the stream's HTML. */
export function renderIslandsToString(code: string): string | null {
  if (!code.includes(STREAM_RENDER) || !code.includes("async function renderToReadableStreamAsync(")) return null;
  return (
    code.replace(
      STREAM_RENDER,
      `  } else if ("renderToReadableStream" in ReactDOM) {
    html = lobbyRenderToString(vnode, renderOptions) ?? await renderToReadableStreamAsync(vnode, renderOptions);`,
    ) +
    `
function lobbyRenderToString(vnode, options) {
  if (options.formState || typeof ReactDOM.renderToString !== "function") return null;
  let html;
  try {
    html = ReactDOM.renderToString(vnode, { identifierPrefix: options.identifierPrefix });
  } catch {
    return null;
  }
  // A boundary that suspended or failed: renderToString gave its fallback, the stream waits for the content.
  return html.includes("<!--$!") || html.includes("<!--$?") ? null : html;
}
`
  );
}

const PAGE_IMPORT = `    return await importComponentInstance();`;

/** astro's production environment keeping each page's module promise instead of importing it per request. */
export function keepPageModules(code: string): string | null {
  if (!code.includes(PAGE_IMPORT) || !code.includes("async function getModuleForRoute(")) return null;
  return (
    code.replace(PAGE_IMPORT, `    return await lobbyPageModule(importComponentInstance);`) +
    `
const lobbyPageModules = new Map();
function lobbyPageModule(load) {
  let module = lobbyPageModules.get(load);
  if (!module) {
    module = load();
    lobbyPageModules.set(load, module);
    module.catch(() => lobbyPageModules.delete(load));
  }
  return module;
}
`
  );
}

const SERIALIZE_PROPS = `function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}`;

/** astro's serialize.js answering the same props object's text once (WeakMap: gone with the render). */
export function serializePropsOnce(code: string): string | null {
  if (!code.includes(SERIALIZE_PROPS)) return null;
  return code.replace(
    SERIALIZE_PROPS,
    `const lobbySerializedProps = new WeakMap();
function serializeProps(props, metadata) {
  let serialized = lobbySerializedProps.get(props);
  if (serialized === undefined) {
    serialized = JSON.stringify(serializeObject(props, metadata));
    lobbySerializedProps.set(props, serialized);
  }
  return serialized;
}`,
  );
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
          {
            file: /@astrojs\/react\/dist\/server\.js$/,
            edit: (code) => {
              const skipped = onlyReact ? skipReactTrialRender(code) : code;
              return skipped === null ? null : renderIslandsToString(skipped);
            },
            on: () => true,
          },
          { file: /astro\/dist\/core\/environment\/production\.js$/, edit: keepPageModules, on: () => true },
          { file: /astro\/dist\/runtime\/server\/serialize\.js$/, edit: serializePropsOnce, on: () => true },
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
