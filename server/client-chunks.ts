// Build only (astro.config.mjs, the client environment's rolldown output). Every page runs the layout's script
// (BaseLayout.astro → layout-client.ts, features/pwa/client.ts), so every module it imports statically is
// loaded on every page anyway. Left to the default splitting they came as a dozen files, because other entries
// share some of them (the light API client, page timings, the islands' helper, Vite's preload helper…): each
// file is another request and another gzip stream, and on a content page the files alone cost about 1.5 KB of
// the 5 KB budget of JS before interaction (DESIGN). Grouped, they are one file, and no page loads more than
// before: a page that needs any of them has the layout's script too.

/** The layout's own `<script>` module, as Astro names it in the client build. */
export const LAYOUT_SCRIPT = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script&index=0/;
/**
 * The script of a component the header renders on every page that has one (the game search button): what it
 * imports joins the group. Its own two-line module stays its own entry (grouped, it would become a second entry
 * of the chunk, a facade file). Pages without a header (the slot list, the game page) get the search's loader
 * with it, about 0.5 KB gzip: the slot list still came out 0.9 KB lighter.
 */
export const HEADER_SCRIPTS = [/[\\/]src[\\/]features[\\/]game-search[\\/]GameSearchButton\.astro\?astro&type=script/];
const isRoot = (id: string) => LAYOUT_SCRIPT.test(id) || HEADER_SCRIPTS.some((r) => r.test(id));

/** The name of the one chunk every page loads. */
export const LAYOUT_CHUNK = "layout";

type Importers = (id: string) => readonly string[] | undefined;

/**
 * Whether `id` is the layout's script or is reached from it (or from a header script) through static imports
 * only (a module behind a dynamic import loads when it is needed, and stays a chunk of its own). Walks the
 * importers upwards, each module once; `memo` keeps the final answers of one build.
 */
export function reachedByLayout(id: string, importers: Importers, memo = new Map<string, boolean>()): boolean {
  if (LAYOUT_SCRIPT.test(id)) return true;
  return reachedFrom(isRoot, id, importers, memo);
}

/** Whether a static importer chain leads from a module matching `root` to `id` (`id` itself not counted). */
function reachedFrom(
  root: (id: string) => boolean,
  id: string,
  importers: Importers,
  memo: Map<string, boolean>,
): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const seen = new Set<string>([id]);
  const stack = [id];
  let found = false;
  while (!found && stack.length > 0) {
    const next = stack.pop()!;
    if (next !== id && (root(next) || memo.get(next) === true)) found = true;
    else
      for (const parent of importers(next) ?? [])
        if (!seen.has(parent)) {
          seen.add(parent);
          stack.push(parent);
        }
  }
  memo.set(id, found);
  return found;
}

interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

/**
 * React, React DOM (with its scheduler) and Astro's React renderer: every page that hydrates an island loads all
 * of them at once, and the default splitting made six files of them (each module shared by a different set of
 * importers).
 */
export const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
export const REACT_CHUNK = "react";

type Group = { name: (id: string, ctx: ChunkingContext) => string | null };

/**
 * The client build's stylesheets of what every page has: the account modals' and the launcher's islands and the
 * header's game search (`ui.css`, `limits.css`, the search sheet's): three render-blocking files on every page,
 * one when grouped.
 */
export const EVERY_PAGE_ISLANDS = [
  /[\\/]src[\\/]features[\\/]session[\\/]AccountModals\.tsx$/,
  /[\\/]src[\\/]features[\\/]launcher[\\/]LauncherHost\.tsx$/,
];
export const ISLANDS_CSS_CHUNK = "layout-islands";

/** `environments.client.build.rolldownOptions.output.codeSplitting` for astro.config.mjs. */
export function layoutCodeSplitting(): { groups: Group[] } {
  const memo = new Map<string, boolean>();
  const cssMemo = new Map<string, boolean>();
  const lobbyMemo = new Map<string, boolean>();
  return {
    groups: [
      {
        name: (id, ctx) => (reachedByLayout(id, (m) => ctx.getModuleInfo(m)?.importers, memo) ? LAYOUT_CHUNK : null),
      },
      { name: (id) => (REACT_MODULES.test(id) ? REACT_CHUNK : null) },
      {
        name: (id, ctx) =>
          CSS_REQUEST.test(id) && reachedFrom(isEveryPage, id, (m) => allImporters(ctx, m), cssMemo)
            ? ISLANDS_CSS_CHUNK
            : null,
      },
      {
        name: (id, ctx) =>
          !CSS_REQUEST.test(id) && reachedFrom(isLobbyScript, id, (m) => ctx.getModuleInfo(m)?.importers, lobbyMemo)
            ? LOBBY_SCRIPTS_CHUNK
            : null,
      },
    ],
  };
}

/**
 * The home page's script (which also starts the jackpot and the live model lists) and the play buttons' script.
 * Each is its own small entry, and what they import statically (the boot
 * data, the session's atoms, the storage keys, the offline notice…) came as seven more files, two and three
 * round trips deep, all loaded before the banner was painted: Lighthouse's simulation counts every request that
 * ends before the largest paint, six at a time, about 150 ms a round (DESIGN: LCP ≤ 1.5 s on `/`). Grouped, what
 * they import statically (and the layout's group has not taken) is one file; their own modules stay entries.
 */
export const LOBBY_SCRIPTS = [
  /[\\/]src[\\/]pages[\\/]index\.astro\?astro&type=script/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/]PlayButton\.astro\?astro&type=script/,
];
export const LOBBY_SCRIPTS_CHUNK = "lobby-scripts";
const isLobbyScript = (id: string) => LOBBY_SCRIPTS.some((r) => r.test(id));

const isEveryPage = (id: string) => EVERY_PAGE_ISLANDS.some((r) => r.test(id)) || isRoot(id);

/** The layout component in the server builds: every page renders it. */
export const LAYOUT_COMPONENT = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro$/;
/** Vite's isCSSRequest: a stylesheet module, an Astro component's <style> included (`…?astro&type=style…&lang.css`). */
const CSS_REQUEST = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;
export const LAYOUT_CSS_CHUNK = "layout-styles";

/** Static and dynamic importers: Astro links a stylesheet on every page that reaches it either way (build/graph.js). */
function allImporters(ctx: ChunkingContext, id: string): readonly string[] | undefined {
  const info = ctx.getModuleInfo(id);
  return info ? [...info.importers, ...(info.dynamicImporters ?? [])] : undefined;
}

/**
 * The server builds' (ssr, prerender) grouping, which decides the stylesheets a page links: every stylesheet the
 * layout reaches, through static or dynamic imports (global.css, the header's, the footer's, the account modals'
 * and the launcher's…), is already linked on every page (Astro links what a page reaches either way), one file per server chunk, eleven or twelve render-blocking
 * files on `/`. Grouped, they are one file, with the same rules in the same order; a page's own styles stay
 * apart. Fewer requests in the critical path before the first paint (Lighthouse mobile LCP, DESIGN ≤ 1.5 s).
 */
export function layoutCssSplitting(): { groups: Group[] } {
  const memo = new Map<string, boolean>();
  const lobbyMemo = new Map<string, boolean>();
  const isLayout = (id: string) => LAYOUT_COMPONENT.test(id);
  const isLobbyPage = (id: string) => LOBBY_PAGES.some((r) => r.test(id));
  return {
    groups: [
      {
        name: (id, ctx) =>
          CSS_REQUEST.test(id) && reachedFrom(isLayout, id, (m) => allImporters(ctx, m), memo)
            ? LAYOUT_CSS_CHUNK
            : null,
      },
      // After the layout's group: what the layout reaches stays in the layout's file.
      {
        name: (id, ctx) =>
          CSS_REQUEST.test(id) && reachedFrom(isLobbyPage, id, (m) => allImporters(ctx, m), lobbyMemo)
            ? LOBBY_CSS_CHUNK
            : null,
      },
    ],
  };
}

/**
 * The lobby's first screens: home, the game halls, the slot list (the pages of DESIGN's LCP budget, ≤ 1.5 s under
 * Lighthouse mobile). Each linked its own stylesheet and one per shared component or island it renders (Pending,
 * ModelTiles, the pop-up, the quick bet, the catalogue): 8 render-blocking files on `/`, 6 on a hall, 5 on the slot
 * list. Lighthouse's simulation loads them over six connections, a round trip each, so the first paint, and the
 * LCP with it, waited for a second round. Every stylesheet these pages reach (apart from the layout's) is one
 * file, `lobby-styles` (about 6 KB gzip), cached from one lobby page to the next. Another page that renders one of
 * those components (the sponsor page's tiles, the deposit page's pop-up) links that file too.
 */
export const LOBBY_PAGES = [
  /[\\/]src[\\/]pages[\\/]index\.astro$/,
  /[\\/]src[\\/]pages[\\/]gameHall[\\/]\[id\]\.astro$/,
  /[\\/]src[\\/]pages[\\/]slotgame\.astro$/,
];
export const LOBBY_CSS_CHUNK = "lobby-styles";
