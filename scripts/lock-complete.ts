/**
 * Completes package-lock.json with the platform packages npm left out.
 *
 * Why: the registry this workplace reaches is a partial mirror. For some platform
 * bindings (Astro's compiler, Rollup, unrs-resolver) it lacks the exact version on
 * other platforms (darwin, win32, android…). `npm install` then quietly writes a lock
 * without their entries, and a later `npm ci` on a fresh machine tries to resolve the
 * missing optional edges, gets a placeholder with no version, and refuses:
 * "Missing: @rollup/rollup-darwin-arm64@ from lock file". A lock with one entry per
 * optional dependency (as npm writes against the full registry) needs no lookups, so
 * `npm ci` stays offline-stable whatever the mirror holds that day.
 *
 * What: for every package with optionalDependencies whose dependency has no entry in
 * the lock, adds the entry with its version and the os/cpu/libc fields (from the exact
 * version in the registry when there, else from the newest version of that package), so
 * npm skips it on a machine it doesn't fit. Integrity is copied when the registry has it.
 *
 * Run after `npm install` when dependencies change: `npm run lock:complete`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

type Entry = {
  version?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  license?: string;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
type Lock = { packages: Record<string, Entry> };
type Manifest = {
  version: string;
  license?: string;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  dist?: { integrity?: string };
};
type Packument = { "dist-tags"?: { latest?: string }; versions?: Record<string, Manifest> };

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as Lock;
const registry = (() => {
  try {
    return execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim().replace(/\/$/, "");
  } catch {
    return "https://registry.npmjs.org";
  }
})();

/** Where Node would find `name` from the package at `from` (walks up node_modules). */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

async function packument(name: string): Promise<Packument | undefined> {
  const res = await fetch(`${registry}/${name.replace("/", "%2f")}`, {
    headers: { accept: "application/json" },
  }).catch(() => undefined);
  if (!res?.ok) return undefined;
  return (await res.json()) as Packument;
}

let added = 0;
for (const [path, entry] of Object.entries({ ...lock.packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      console.warn(`skip ${name}@${spec} (not an exact version) wanted by ${path || "the root"}`);
      continue;
    }
    const doc = await packument(name);
    const exact = doc?.versions?.[spec];
    const latest = doc?.["dist-tags"]?.latest;
    const model = exact ?? (latest ? doc?.versions?.[latest] : undefined);
    const place = lock.packages[`node_modules/${name}`] ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const added_entry: Entry = { version: spec };
    if (exact?.dist?.integrity) added_entry.integrity = exact.dist.integrity;
    if (entry.dev) added_entry.dev = true;
    if (entry.devOptional) added_entry.devOptional = true;
    if (model?.cpu) added_entry.cpu = model.cpu;
    if (model?.libc) added_entry.libc = model.libc;
    if (model?.license) added_entry.license = model.license;
    added_entry.optional = true;
    if (model?.os) added_entry.os = model.os;
    if (model?.engines) added_entry.engines = model.engines;
    if (!model?.os && !model?.cpu) console.warn(`no platform fields known for ${name}@${spec}`);
    lock.packages[place] = added_entry;
    added += 1;
  }
}

const sorted: Record<string, Entry> = {};
for (const key of Object.keys(lock.packages).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
  sorted[key] = lock.packages[key]!;
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entr${added === 1 ? "y" : "ies"} added`);
