// Build step of the installable app (an Astro integration, astro:build:done), writing into dist/client:
//   /pwa/manifest-<lang>.webmanifest   the web app manifest of every language (features/pwa/manifest.ts);
//   /pwa/offline-<lang>.html           the offline page of every language (features/pwa/offline-page.ts);
//   /sw.js                             the service worker (features/pwa/sw.ts) bundled with esbuild (Vite's own),
//                                      with the shell's paths and a version made from their bytes, its code and
//                                      the names of the build's hashed files (a new build is a new version: the
//                                      open pages offer the update, features/pwa/update.ts).
// The shell must stay within SHELL_BUDGET_BYTES: the build fails rather than ship a heavier one. Translations are
// read from locales/*.json, the same files the site's i18n uses.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { LANGUAGES, type Language } from "../src/lib/config/constants.ts";
import { webManifest, type ManifestKey } from "../src/features/pwa/manifest.ts";
import { offlinePageHtml, type OfflineKey } from "../src/features/pwa/offline-page.ts";
import {
  OFFLINE_PAGES,
  SHELL_BUDGET_BYTES,
  SW_PATH,
  manifestPath,
  offlinePagePath,
} from "../src/features/pwa/sw-routes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface PwaFiles {
  /** Path (as served) → content. */
  files: Map<string, string>;
  /** The precached shell's total bytes. */
  shellBytes: number;
  version: string;
}

async function messages(lang: Language): Promise<Record<string, string>> {
  const own = JSON.parse(await readFile(path.join(root, "locales", `${lang}.json`), "utf8")) as Record<string, string>;
  const en = JSON.parse(await readFile(path.join(root, "locales", "en_US.json"), "utf8")) as Record<string, string>;
  return { ...en, ...own };
}

/** Every file of the installable app, built in memory (tests call it without writing anything). */
export async function buildPwaFiles(assetNames: readonly string[] = []): Promise<PwaFiles> {
  const logo = await readFile(path.join(root, "public/favicon.svg"), "utf8");
  const files = new Map<string, string>();
  for (const lang of LANGUAGES) {
    const m = await messages(lang);
    const t = (key: ManifestKey | OfflineKey) => m[key] ?? key;
    files.set(manifestPath(lang), JSON.stringify(webManifest(lang, t)));
    files.set(offlinePagePath(lang), offlinePageHtml(lang, t, logo));
  }
  const shell = OFFLINE_PAGES.map((p) => files.get(p) ?? "");
  const shellBytes = shell.reduce((n, s) => n + Buffer.byteLength(s), 0);
  if (shellBytes > SHELL_BUDGET_BYTES)
    throw new Error(`The service worker's shell is ${shellBytes} bytes, over its ${SHELL_BUDGET_BYTES}-byte budget`);
  const { build } = await import("esbuild");
  const bundle = async (version: string) =>
    (
      await build({
        entryPoints: [path.join(root, "src/features/pwa/sw.ts")],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2020",
        minify: true,
        define: { __SHELL__: JSON.stringify(OFFLINE_PAGES), __VERSION__: JSON.stringify(version) },
      })
    ).outputFiles[0]?.text ?? "";
  const hash = createHash("sha256");
  for (const s of shell) hash.update(s);
  hash.update(await bundle("0"));
  for (const name of [...assetNames].sort()) hash.update(`\n${name}`);
  const version = hash.digest("hex").slice(0, 12);
  files.set(SW_PATH, `// Lobby service worker ${version}\n${await bundle(version)}`);
  return { files, shellBytes, version };
}

export function pwaBuild(): AstroIntegration {
  let clientDir = "";
  return {
    name: "lobby-pwa",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      "astro:build:done": async ({ logger }) => {
        const assets = await readdir(path.join(clientDir, "_astro")).catch(() => []);
        const { files, shellBytes, version } = await buildPwaFiles(assets);
        for (const [p, content] of files) {
          const out = path.join(clientDir, p);
          await mkdir(path.dirname(out), { recursive: true });
          await writeFile(out, content);
        }
        logger.info(`service worker ${version}: shell ${(shellBytes / 1024).toFixed(1)} KB, ${files.size} files`);
      },
    },
  };
}
