// server/render-tuning.ts: the build-time edits that take constant work out of every render. They are text edits
// of dependencies' built files, so these tests read the installed versions: an upgrade that changes the text fails
// here rather than making the site silently slower.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createElement, lazy, Suspense, useId } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import {
  keepPageModules,
  memoiseCspDigest,
  renderIslandsToString,
  serializePropsOnce,
  skipReactTrialRender,
} from "../../server/render-tuning.ts";

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
    expect(renderIslandsToString(react!)).toContain("lobbyRenderToString(vnode, renderOptions) ??");
    expect(keepPageModules(installed("astro", "dist/core/environment/production.js"))).toContain(
      "return await lobbyPageModule(importComponentInstance);",
    );
  });

  it("renders an island with renderToString only when it gives the stream's HTML, else through the stream", async () => {
    const code = renderIslandsToString(`async function renderToReadableStreamAsync(vnode, options) {
  return "stream:" + vnode;
}
async function render(vnode, renderOptions) {
  let html;
  if (false) {
  } else if ("renderToReadableStream" in ReactDOM) {
    html = await renderToReadableStreamAsync(vnode, renderOptions);
  }
  return html;
}`);
    const render = (out: () => string) =>
      new Function("ReactDOM", `${code}\nreturn render;`)({
        renderToReadableStream: () => undefined,
        renderToString: (_vnode: string, options: { identifierPrefix: string }) =>
          `${out()}|${options.identifierPrefix}`,
      }) as (vnode: string, options: { identifierPrefix: string; formState?: unknown }) => Promise<string>;
    expect(await render(() => "<p>a</p>")("x", { identifierPrefix: "r3" })).toBe("<p>a</p>|r3");
    // A boundary that suspended or failed, a throw, a form's state: the stream, as Astro renders it.
    expect(await render(() => "<!--$!--><template></template><!--/$-->")("x", { identifierPrefix: "r0" })).toBe(
      "stream:x",
    );
    expect(await render(() => "<!--$?-->")("x", { identifierPrefix: "r0" })).toBe("stream:x");
    const thrown = () => {
      throw new Error("window is not defined");
    };
    expect(await render(thrown)("x", { identifierPrefix: "r0" })).toBe("stream:x");
    expect(await render(() => "<p>a</p>")("x", { identifierPrefix: "r0", formState: [1] })).toBe("stream:x");
  });

  it("gets from the installed React's renderToString the stream's HTML for a tree that does not suspend", async () => {
    const streamed = async (element: ReturnType<typeof createElement>, identifierPrefix: string) => {
      const stream = await renderToReadableStream(element, { identifierPrefix });
      await stream.allReady;
      return new Response(stream).text();
    };
    function Field({ label }: { label: string }) {
      const id = useId();
      return createElement(
        "p",
        null,
        createElement("label", { htmlFor: id }, label, " ", 2),
        createElement("input", { id }),
      );
    }
    const tree = createElement(
      "div",
      { className: "x" },
      createElement(Field, { label: '₹ <Amount> & "more"' }),
      createElement(Suspense, { fallback: "…" }, createElement("span", null, "ready")),
      [1, 2].map((n) => createElement("i", { key: n }, n)),
    );
    expect(renderToString(tree, { identifierPrefix: "r7" })).toBe(await streamed(tree, "r7"));
    // A lazy part suspends: renderToString gives the fallback, which the edit refuses (the stream waits).
    const Late = lazy(() => new Promise<{ default: () => ReturnType<typeof createElement> }>(() => undefined));
    const suspended = renderToString(createElement(Suspense, { fallback: "…" }, createElement(Late)));
    expect(/<!--\$[!?]/.test(suspended)).toBe(true);
  });

  it("imports a page's module once, and again after a failed import", async () => {
    const code = keepPageModules(`async function getModuleForRoute(manifest, route) {
  const importComponentInstance = manifest.pageMap.get(route);
  if (manifest.pageMap) {
    return await importComponentInstance();
  }
}`);
    const getModuleForRoute = new Function(`${code}\nreturn getModuleForRoute;`)() as (
      manifest: { pageMap: Map<string, () => Promise<unknown>> },
      route: string,
    ) => Promise<unknown>;
    let imports = 0;
    let fail = true;
    const manifest = {
      pageMap: new Map<string, () => Promise<unknown>>([
        ["index", () => (imports++, Promise.resolve({ page: "index" }))],
        [
          "flaky",
          () => (fail ? ((fail = false), Promise.reject(new Error("EMFILE"))) : Promise.resolve({ page: "ok" })),
        ],
      ]),
    };
    expect(await getModuleForRoute(manifest, "index")).toEqual({ page: "index" });
    expect(await getModuleForRoute(manifest, "index")).toEqual({ page: "index" });
    expect(imports).toBe(1);
    await expect(getModuleForRoute(manifest, "flaky")).rejects.toThrow("EMFILE");
    expect(await getModuleForRoute(manifest, "flaky")).toEqual({ page: "ok" });
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

  it("serialises an island's props object once, and another object (the next render's) again", () => {
    const code = serializePropsOnce(
      installed("astro", "dist/runtime/server/serialize.js").replace(/^export \{[^}]*\};?\s*$/m, ""),
    );
    expect(code).not.toBeNull();
    const m = new Function(
      "PROP_TYPE_UNUSED",
      `${code!.replace(/^import .*$/gm, "")}\nreturn { serializeProps };`,
    )() as {
      serializeProps: (props: object, metadata: object) => string;
    };
    const props = { items: [{ id: 1, at: new Date(0) }], open: true };
    const first = m.serializeProps(props, {});
    expect(first).toBe('{"items":[1,[[0,{"id":[0,1],"at":[3,"1970-01-01T00:00:00.000Z"]}]]],"open":[0,true]}');
    expect(m.serializeProps(props, {})).toBe(first);
    expect(m.serializeProps({ ...props, open: false }, {})).toContain('"open":[0,false]');
  });

  it("leaves a file alone when its text is not the expected one", () => {
    expect(memoiseCspDigest("export const x = 1;")).toBeNull();
    expect(skipReactTrialRender("export const x = 1;")).toBeNull();
    expect(renderIslandsToString("export const x = 1;")).toBeNull();
    expect(keepPageModules("export const x = 1;")).toBeNull();
    expect(serializePropsOnce("export const x = 1;")).toBeNull();
  });
});
