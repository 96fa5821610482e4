// The builds' grouping (server/client-chunks.ts): what the layout's always-on script imports statically is one
// file, and so are the stylesheets the layout links on every page. The graph cases are pure; the build's own check needs `npm run build` first, like served-build.test.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ISLANDS_CSS_CHUNK,
  LAYOUT_CHUNK,
  LAYOUT_CSS_CHUNK,
  LOBBY_CSS_CHUNK,
  LOBBY_SCRIPTS_CHUNK,
  REACT_CHUNK,
  layoutCodeSplitting,
  layoutCssSplitting,
  reachedByLayout,
} from "../../server/client-chunks.ts";

const LAYOUT = "/repo/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts";

/** importers of each module, as the bundler's module info gives them (static imports only). */
function graph(edges: Record<string, string[]>) {
  return (id: string) => edges[id];
}

describe("reachedByLayout", () => {
  it("takes the layout's script and every module it reaches through static imports", () => {
    const importers = graph({
      "/repo/src/components/layout/layout-client.ts": [LAYOUT],
      "/repo/src/lib/boot/chunk-reload.ts": ["/repo/src/components/layout/layout-client.ts"],
      // shared with another page's script: still loaded on every page, so still in the group
      "/repo/src/lib/config/page-timing.ts": ["/repo/src/lib/boot/chunk-reload.ts", "/repo/src/features/x/X.tsx"],
    });
    expect(reachedByLayout(LAYOUT, importers)).toBe(true);
    expect(reachedByLayout("/repo/src/lib/boot/chunk-reload.ts", importers)).toBe(true);
    expect(reachedByLayout("/repo/src/lib/config/page-timing.ts", importers)).toBe(true);
  });

  it("leaves out what only a dynamic import or another page's script reaches", () => {
    // language-switch.ts is import()ed by layout-client.ts: a dynamic importer is not in `importers`.
    const importers = graph({
      "/repo/src/components/layout/language-switch.ts": [],
      "/repo/src/lib/storage/cookies.ts": ["/repo/src/components/layout/language-switch.ts"],
      "/repo/src/features/x/X.tsx": ["/repo/src/pages/x.astro?astro&type=script&index=0&lang.ts"],
    });
    expect(reachedByLayout("/repo/src/components/layout/language-switch.ts", importers)).toBe(false);
    expect(reachedByLayout("/repo/src/lib/storage/cookies.ts", importers)).toBe(false);
    expect(reachedByLayout("/repo/src/features/x/X.tsx", importers)).toBe(false);
    // another layout's script, or a later script of the same layout, is not the always-on one
    expect(reachedByLayout("/repo/src/layouts/CentreLayout.astro?astro&type=script&index=0&lang.ts", importers)).toBe(
      false,
    );
  });

  it("takes what the header's search button imports, but not that button's own script", () => {
    const button = "/repo/src/features/game-search/GameSearchButton.astro?astro&type=script&index=0&lang.ts";
    const importers = graph({ "/repo/src/features/game-search/loader.ts": [button], [button]: [] });
    expect(reachedByLayout("/repo/src/features/game-search/loader.ts", importers)).toBe(true);
    expect(reachedByLayout(button, importers)).toBe(false);
  });

  it("answers through import cycles, whichever module of the cycle is asked first", () => {
    const importers = graph({
      "/a.ts": ["/b.ts", LAYOUT],
      "/b.ts": ["/a.ts"],
      "/c.ts": ["/d.ts"],
      "/d.ts": ["/c.ts"],
    });
    const memo = new Map<string, boolean>();
    expect(reachedByLayout("/b.ts", importers, memo)).toBe(true);
    expect(reachedByLayout("/a.ts", importers, memo)).toBe(true);
    expect(reachedByLayout("/c.ts", importers, memo)).toBe(false);
    expect(reachedByLayout("/d.ts", importers, memo)).toBe(false);
  });

  it("names the groups for the bundler: the layout's first, then React's", () => {
    const [layout, react] = layoutCodeSplitting().groups;
    const ctx = { getModuleInfo: (id: string) => ({ importers: id === "/a.ts" ? [LAYOUT] : [] }) };
    expect(layout?.name("/a.ts", ctx)).toBe(LAYOUT_CHUNK);
    expect(layout?.name("/z.ts", ctx)).toBeNull();
    for (const id of [
      "/repo/node_modules/react/cjs/react.production.js",
      "/repo/node_modules/react-dom/cjs/react-dom-client.production.js",
      "/repo/node_modules/scheduler/cjs/scheduler.production.js",
      "/repo/node_modules/@astrojs/react/dist/client.js",
    ])
      expect(react?.name(id, ctx)).toBe(REACT_CHUNK);
    expect(react?.name("/repo/node_modules/react-focus-lock/index.js", ctx)).toBeNull();
    expect(react?.name("/repo/src/features/x/X.tsx", ctx)).toBeNull();
  });
});

describe("the home page's scripts' group", () => {
  // Seven small files two and three round trips deep, all before the banner's paint (Lighthouse LCP, DESIGN ≤ 1.5 s).
  it("puts what the home page's scripts import statically in one file, but not the scripts themselves", () => {
    const lobby = layoutCodeSplitting().groups[3];
    const play = "/repo/src/features/catalogue/PlayButton.astro?astro&type=script&index=0&lang.ts";
    const home = "/repo/src/pages/index.astro?astro&type=script&index=0&lang.ts";
    const faq = "/repo/src/pages/faq/[id].astro?astro&type=script&index=0&lang.ts";
    const infos: Record<string, { importers: string[] }> = {
      [play]: { importers: [] },
      [home]: { importers: [] },
      "/repo/src/features/jackpot/jackpot-banner.ts": { importers: [home] },
      "/repo/src/features/catalogue/play-buttons.ts": { importers: [play] },
      "/repo/src/lib/boot/boot.ts": { importers: ["/repo/src/features/jackpot/jackpot-banner.ts"] },
      "/repo/src/lib/session/session.atoms.ts": { importers: ["/repo/src/features/jackpot/jackpot-banner.ts"] },
      "/repo/src/features/home/home.page.ts": { importers: [home] },
      "/repo/src/features/home/home.css": { importers: ["/repo/src/features/home/home.page.ts"] },
      // only a content page's script, or only an island, reaches it: not in the group
      "/repo/src/features/faq/faq.ts": { importers: [faq] },
      "/repo/src/features/x/X.tsx": { importers: [] },
      "/repo/src/features/x/x.store.ts": { importers: ["/repo/src/features/x/X.tsx"] },
    };
    const ctx = { getModuleInfo: (id: string) => infos[id] ?? null };
    for (const id of [
      "/repo/src/features/jackpot/jackpot-banner.ts",
      "/repo/src/lib/boot/boot.ts",
      "/repo/src/lib/session/session.atoms.ts",
      "/repo/src/features/home/home.page.ts",
      "/repo/src/features/catalogue/play-buttons.ts",
    ])
      expect(lobby?.name(id, ctx), id).toBe(LOBBY_SCRIPTS_CHUNK);
    for (const id of [
      play,
      home,
      "/repo/src/features/home/home.css",
      "/repo/src/features/faq/faq.ts",
      "/repo/src/features/x/x.store.ts",
    ])
      expect(lobby?.name(id, ctx), id).toBeNull();
  });
});

describe("the client build's stylesheet group", () => {
  it("puts the stylesheets of the islands every page has (account modals, launcher, header search) in one file", () => {
    const islands = layoutCodeSplitting().groups[2];
    const infos: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
      "/repo/src/features/session/AccountModals.tsx": { importers: [], dynamicImporters: [] },
      "/repo/src/features/session/forms.tsx": {
        importers: [],
        dynamicImporters: ["/repo/src/features/session/AccountModals.tsx"],
      },
      "/repo/src/components/ui/ui.css": { importers: ["/repo/src/features/session/forms.tsx"], dynamicImporters: [] },
      "/repo/src/features/game-search/loader.ts": {
        importers: ["/repo/src/features/game-search/GameSearchButton.astro?astro&type=script&index=0&lang.ts"],
        dynamicImporters: [],
      },
      "/repo/src/features/game-search/mount.tsx": {
        importers: [],
        dynamicImporters: ["/repo/src/features/game-search/loader.ts"],
      },
      "/repo/src/features/game-search/game-search.css": {
        importers: ["/repo/src/features/game-search/mount.tsx"],
        dynamicImporters: [],
      },
      "/repo/src/features/catalogue/catalogue.css": {
        importers: ["/repo/src/features/catalogue/SlotList.tsx"],
        dynamicImporters: [],
      },
    };
    const ctx = { getModuleInfo: (id: string) => infos[id] ?? null };
    expect(islands?.name("/repo/src/components/ui/ui.css", ctx)).toBe(ISLANDS_CSS_CHUNK);
    expect(islands?.name("/repo/src/features/game-search/game-search.css", ctx)).toBe(ISLANDS_CSS_CHUNK);
    expect(islands?.name("/repo/src/features/catalogue/catalogue.css", ctx)).toBeNull();
    expect(islands?.name("/repo/src/features/session/forms.tsx", ctx)).toBeNull();
  });
});

describe("the server builds' stylesheet group", () => {
  const LAYOUT_ASTRO = "/repo/src/layouts/BaseLayout.astro";
  const infos: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
    "/repo/src/styles/global.css": { importers: [LAYOUT_ASTRO], dynamicImporters: [] },
    "/repo/src/components/layout/Footer.astro": { importers: [LAYOUT_ASTRO], dynamicImporters: [] },
    "/repo/src/components/layout/Footer.astro?astro&type=style&index=0&lang.css": {
      importers: ["/repo/src/components/layout/Footer.astro"],
      dynamicImporters: [],
    },
    // the account modals load a form lazily: Astro still links its stylesheet on every page
    "/repo/src/features/session/forms.tsx": { importers: [], dynamicImporters: [LAYOUT_ASTRO] },
    "/repo/src/components/ui/ui.css": { importers: ["/repo/src/features/session/forms.tsx"], dynamicImporters: [] },
    // a page's own styles
    "/repo/src/pages/discount/index.astro?astro&type=style&index=0&lang.css": {
      importers: ["/repo/src/pages/discount/index.astro"],
      dynamicImporters: [],
    },
    "/repo/src/pages/discount/index.astro": { importers: [], dynamicImporters: [] },
  };
  const ctx = { getModuleInfo: (id: string) => infos[id] ?? null };

  it("puts every stylesheet the layout reaches, statically or not, in one file; a page's own stays apart", () => {
    const [group] = layoutCssSplitting().groups;
    expect(group?.name("/repo/src/styles/global.css", ctx)).toBe(LAYOUT_CSS_CHUNK);
    expect(group?.name("/repo/src/components/layout/Footer.astro?astro&type=style&index=0&lang.css", ctx)).toBe(
      LAYOUT_CSS_CHUNK,
    );
    expect(group?.name("/repo/src/components/ui/ui.css", ctx)).toBe(LAYOUT_CSS_CHUNK);
    expect(group?.name("/repo/src/pages/discount/index.astro?astro&type=style&index=0&lang.css", ctx)).toBeNull();
  });

  it("groups stylesheets only, never the layout's modules themselves", () => {
    const [group] = layoutCssSplitting().groups;
    expect(group?.name("/repo/src/components/layout/Footer.astro", ctx)).toBeNull();
    expect(group?.name("/repo/src/features/session/forms.tsx", ctx)).toBeNull();
  });
});

describe("the server builds' lobby stylesheet group", () => {
  const HOME = "/repo/src/pages/index.astro";
  const HALL = "/repo/src/pages/gameHall/[id].astro";
  const SLOTS = "/repo/src/pages/slotgame.astro";
  const style = (module: string) => `${module}?astro&type=style&index=0&lang.css`;
  const infos: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
    [HOME]: { importers: [], dynamicImporters: [] },
    [HALL]: { importers: [], dynamicImporters: [] },
    [SLOTS]: { importers: [], dynamicImporters: [] },
    [style(HOME)]: { importers: [HOME], dynamicImporters: [] },
    [style(HALL)]: { importers: [HALL], dynamicImporters: [] },
    [style(SLOTS)]: { importers: [SLOTS], dynamicImporters: [] },
    "/repo/src/components/Pending.astro": { importers: [HOME, HALL, SLOTS], dynamicImporters: [] },
    [style("/repo/src/components/Pending.astro")]: {
      importers: ["/repo/src/components/Pending.astro"],
      dynamicImporters: [],
    },
    "/repo/src/features/popup/PromoPopup.tsx": { importers: [HOME], dynamicImporters: [] },
    "/repo/src/features/popup/popup.css": {
      importers: ["/repo/src/features/popup/PromoPopup.tsx"],
      dynamicImporters: [],
    },
    "/repo/src/features/catalogue/SlotList.tsx": { importers: [], dynamicImporters: [SLOTS] },
    "/repo/src/features/catalogue/catalogue.css": {
      importers: ["/repo/src/features/catalogue/SlotList.tsx"],
      dynamicImporters: [],
    },
    // the layout's own stylesheet, reached from a lobby page too: it stays in the layout's file
    "/repo/src/layouts/BaseLayout.astro": { importers: [HOME], dynamicImporters: [] },
    "/repo/src/styles/global.css": { importers: ["/repo/src/layouts/BaseLayout.astro"], dynamicImporters: [] },
    // another page's own styles
    "/repo/src/pages/faq/[id].astro": { importers: [], dynamicImporters: [] },
    [style("/repo/src/pages/faq/[id].astro")]: { importers: ["/repo/src/pages/faq/[id].astro"], dynamicImporters: [] },
  };
  const ctx = { getModuleInfo: (id: string) => infos[id] ?? null };
  /** The name the builds give a module: the first group that names it, as the bundler does. */
  const chunkOf = (id: string) => {
    for (const group of layoutCssSplitting().groups) {
      const name = group.name(id, ctx);
      if (name) return name;
    }
    return null;
  };

  it("puts the stylesheets of home, the halls and the slot list (pages, components, islands) in one file", () => {
    for (const id of [
      style(HOME),
      style(HALL),
      style(SLOTS),
      style("/repo/src/components/Pending.astro"),
      "/repo/src/features/popup/popup.css",
      "/repo/src/features/catalogue/catalogue.css",
    ])
      expect(chunkOf(id), id).toBe(LOBBY_CSS_CHUNK);
  });

  it("leaves the layout's stylesheets in the layout's file, other pages' own apart, and modules alone", () => {
    expect(chunkOf("/repo/src/styles/global.css")).toBe(LAYOUT_CSS_CHUNK);
    expect(chunkOf(style("/repo/src/pages/faq/[id].astro"))).toBeNull();
    expect(chunkOf("/repo/src/components/Pending.astro")).toBeNull();
    expect(chunkOf("/repo/src/features/popup/PromoPopup.tsx")).toBeNull();
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const assets = path.join(root, "dist/client/_astro");
const built = existsSync(assets);

describe.runIf(built)("the built layout script", () => {
  it("is one file: it imports no other chunk statically (the rest loads by import() when needed)", () => {
    const files = readdirSync(assets).filter((f) =>
      /^BaseLayout\.astro_astro_type_script_index_0_lang\..*\.js$/.test(f),
    );
    expect(files).toHaveLength(1);
    const code = readFileSync(path.join(assets, files[0]!), "utf8");
    // static imports: `import{…}from"./x.js"` or `import"./x.js"` (dynamic ones are `import(`)
    expect(code.match(/\bimport\s*(?:\{[^}]*\}\s*from\s*|[\w$]+\s+from\s*|)["']\.\/[^"']+["']/g) ?? []).toEqual([]);
  });

  it("a prerendered content page links the layout's stylesheets as one file, first", () => {
    const html = readFileSync(path.join(root, "dist/client/faq/1/index.html"), "utf8");
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/_astro\/([^"]+)"/g)].map((m) => m[1]);
    expect(sheets[0]).toMatch(new RegExp(`^${LAYOUT_CSS_CHUNK}\\.`));
    expect(sheets.filter((f) => f?.startsWith(`${LAYOUT_CSS_CHUNK}.`))).toHaveLength(1);
    expect(sheets.length).toBeLessThanOrEqual(3);
  });

  it("the lobby pages' own stylesheets and their components' are one file, in the server build's manifest", () => {
    // The server build names every stylesheet a server-rendered page links; before the lobby's group, home linked
    // index, ModelTiles, Pending, popup, quickbet and catalogue apart.
    const serverDir = path.join(root, "dist/server");
    const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mjs"));
    const sheets = new Set<string>();
    for (const f of files)
      for (const m of readFileSync(path.join(serverDir, f), "utf8").matchAll(/\/_astro\/([\w.-]+\.css)/g))
        sheets.add(m[1]!.replace(/\.[\w-]+\.css$/, ""));
    expect(sheets).toContain(LOBBY_CSS_CHUNK);
    for (const apart of ["ModelTiles", "Pending", "popup", "quickbet", "catalogue", "slotgame"])
      expect(sheets, apart).not.toContain(apart);
  });
});
