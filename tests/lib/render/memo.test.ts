// lib/render/memo.ts: a part of a page rendered once per input, then replayed. Rendered here through Astro's own
// runtime (the functions compiled .astro files call), so the page text is what a real render writes.
import { beforeEach, describe, expect, it } from "vitest";
import {
  createComponent,
  renderComponent,
  renderScript,
  renderSlot,
  renderTemplate,
  renderToString,
} from "astro/runtime/server/index.js";
import {
  Memo,
  compactChunks,
  createIdentityMemo,
  memoKey,
  recordingOf,
  renderMemo,
} from "../../../src/lib/render/memo.ts";

type Locals = Pick<App.Locals, "lang" | "localePrefix" | "currency" | "device">;
const EN: Locals = { lang: "en_US", localePrefix: "", currency: "INR", device: "desktop" };

/** The part of Astro's per-page result that rendering components, slots and scripts reads. */
function pageResult(locals: Locals = EN) {
  return {
    _metadata: {
      hasHydrationScript: false,
      rendererSpecificHydrationScripts: new Set<string>(),
      hasRenderedHead: true,
      renderedScripts: new Set<string>(),
      hasDirectives: new Set<string>(),
      hasRenderedServerIslandRuntime: false,
      headInTree: false,
      extraHead: [],
      propagators: new Set(),
      routeHasPropagation: false,
      pendingSlotEvaluations: [],
      templateDepth: 0,
    },
    inlinedScripts: new Map([["play-buttons", "install()"]]),
    componentMetadata: new Map(),
    clientDirectives: new Map(),
    renderers: [],
    styles: new Set(),
    scripts: new Set(),
    links: new Set(),
    cancelled: false,
    compressHTML: true,
    partial: true,
    resolve: (s: string) => Promise.resolve(s),
    createAstro: (props: unknown, slots: unknown) => ({ props, slots, locals }),
  };
}

let renders = 0;
/** A tile list like the home rows: its own script (rendered once per page), its games, the page's prefix. */
const Tiles = createComponent((result: ReturnType<typeof pageResult>, props: { games: { name: string }[] }) => {
  renders++;
  const { locals } = result.createAstro(props, {});
  return renderTemplate`<ul>${props.games.map(
    (g) => renderTemplate`<li><a href="${locals.localePrefix}/play">${g.name}</a></li>`,
  )}</ul>${renderScript(result as never, "play-buttons")}`;
}, "tests/Tiles.astro");

/** A page: the tiles in a memo, then the same script again (a page already holding it writes it once). */
const Page = createComponent(
  (result: unknown, props: { games: { name: string }[] }) =>
    renderTemplate`<main>${renderComponent(
      result as never,
      "Memo",
      Memo,
      { name: "tiles", by: props.games },
      {
        default: () => renderTemplate`${renderComponent(result as never, "Tiles", Tiles, { games: props.games })}`,
      },
    )}${renderScript(result as never, "play-buttons")}</main>`,
  "tests/Page.astro",
);

/** The same page without the memo: what the page is without it. */
const Plain = createComponent(
  (result: unknown, props: { games: { name: string }[] }) =>
    renderTemplate`<main>${renderComponent(result as never, "Tiles", Tiles, { games: props.games })}${renderScript(
      result as never,
      "play-buttons",
    )}</main>`,
  "tests/Plain.astro",
);

const render = (page: unknown, games: { name: string }[], locals?: Locals) =>
  renderToString(pageResult(locals) as never, page as never, { games }, {}) as Promise<string>;

const GAMES = [{ name: "Sweet <Bonanza>" }, { name: "Aviator" }];

describe("render memo", () => {
  beforeEach(() => {
    renderMemo.parts.clear();
    renders = 0;
  });

  it("writes the same page as the part rendered in place, from the first render and from the memo", async () => {
    const plain = await render(Plain, GAMES);
    expect(plain).toBe(
      '<main><ul><li><a href="/play">Sweet &lt;Bonanza&gt;</a></li><li><a href="/play">Aviator</a></li></ul>' +
        '<script type="module">install()</script></main>',
    );
    renders = 0;
    expect(await render(Page, GAMES)).toBe(plain);
    // The memo replays the script's instruction: the page decides again where it goes (once, here first).
    expect(await render(Page, GAMES)).toBe(plain);
    expect(renders).toBe(1);
  });

  it("renders again for new data: a platform change reaches the next render after the data's cache time", async () => {
    await render(Page, GAMES);
    const changed = [{ name: "Sweet Bonanza 1000" }, { name: "Aviator" }];
    const page = await render(Page, changed);
    expect(page).toContain("Sweet Bonanza 1000");
    expect(page).toBe(await render(Plain, changed));
    expect(renders).toBe(3); // GAMES, changed, and Plain's own
    expect(await render(Page, GAMES)).toContain("Sweet &lt;Bonanza&gt;");
  });

  it("keeps a part per language, locale prefix, currency and device", async () => {
    await render(Page, GAMES);
    const hindi = await render(Page, GAMES, { ...EN, lang: "hi_IN", localePrefix: "/hi_IN" });
    expect(hindi).toContain('href="/hi_IN/play"');
    await render(Page, GAMES, { ...EN, currency: "USD" });
    await render(Page, GAMES, { ...EN, device: "mobile" });
    expect(renders).toBe(4);
    const keys = new Set(
      [
        EN,
        { ...EN, lang: "ta_IN" as const },
        { ...EN, currency: "USD" as const },
        { ...EN, device: "mobile" as const },
      ].map((l) => memoKey("tiles", l, GAMES)),
    );
    expect(keys.size).toBe(4);
    expect(memoKey("tiles", EN, GAMES)).not.toBe(memoKey("rows", EN, GAMES));
  });

  it("never keeps a part that renders an island, nor inputs JSON cannot hold", async () => {
    const directive = { type: "directive", hydration: {}, [Symbol.for("astro:render")]: true };
    expect(recordingOf(["<div>", directive, "</div>"], (t) => t).keep).toBe(false);
    expect(recordingOf(["<div><astro-island uid=x></astro-island></div>"], (t) => t).keep).toBe(false);
    const slotText = Object.assign(new String("<p>"), { instructions: [directive], chunks: [] });
    expect(recordingOf([slotText], (t) => t).keep).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(memoKey("tiles", EN, cyclic)).toBeUndefined();

    const hydration = {
      type: "renderer-hydration-script",
      rendererName: "react",
      render: () => "<script>hydrate()</script>",
      [Symbol.for("astro:render")]: true,
    };
    const Island = createComponent(
      () => renderTemplate`${hydration}<astro-island></astro-island>`,
      "tests/Island.astro",
    );
    const WithIsland = createComponent(
      (result: unknown) =>
        renderTemplate`${renderComponent(
          result as never,
          "Memo",
          Memo,
          { name: "island", by: null },
          {
            default: () => renderTemplate`${renderComponent(result as never, "Island", Island, {})}`,
          },
        )}`,
      "tests/WithIsland.astro",
    );
    const page = await renderToString(pageResult() as never, WithIsland as never, {}, {});
    expect(page).toBe("<script>hydrate()</script><astro-island></astro-island>");
    expect(renderMemo.parts.size).toBe(0);
  });

  it("joins runs of HTML and keeps every instruction in its place", () => {
    const script = { type: "script", id: "s", content: "<script></script>" };
    expect(compactChunks(["<a>", "b", script, "</a>", "<i>"], (t) => `[${t}]`)).toEqual([
      "[<a>b]",
      script,
      "[</a><i>]",
    ]);
  });

  it("is bounded", () => {
    expect(renderMemo.parts.max).toBeLessThanOrEqual(1000);
  });

  it("renders a part with no content as nothing", async () => {
    const Empty = createComponent(
      (result: unknown) =>
        renderTemplate`<b>${renderComponent(result as never, "Memo", Memo, { name: "empty", by: 1 }, {})}</b>`,
      "tests/Empty.astro",
    );
    expect(await renderToString(pageResult() as never, Empty as never, {}, {})).toBe("<b></b>");
    expect(renderSlot).toBeTypeOf("function");
  });

  it("keys an array's items each on its own, an object by its JSON", () => {
    const ads = [{ id: 1 }];
    expect(memoKey("ads", EN, [ads, "v2"])).toBe(memoKey("ads", EN, [[{ id: 1 }], "v2"]));
    expect(memoKey("ads", EN, [ads, "v2"])).not.toBe(memoKey("ads", EN, [ads, "v3"]));
    expect(memoKey("ads", EN, [[{ id: 2 }], "v2"])).not.toBe(memoKey("ads", EN, [ads, "v2"]));
  });
});

describe("identity memo", () => {
  it("answers the last value while the inputs are the same objects, and computes again for a new one", () => {
    const memo = createIdentityMemo<{ n: number }>(2);
    let computed = 0;
    const compute = () => ({ n: ++computed });
    const answer = { list: [1] };
    const first = memo("en_US", [answer, null], compute);
    expect(memo("en_US", [answer, null], compute)).toBe(first);
    expect(memo("en_US", [{ list: [1] }, null], compute)).not.toBe(first); // a new answer, even an equal one
    expect(memo("hi_IN", [answer, null], compute).n).toBe(3);
    expect(computed).toBe(3);
  });
});
