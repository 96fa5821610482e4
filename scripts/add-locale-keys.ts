// Merges translated keys into every locales/<lang>.json at once, under a lock, so that
// several people (or helpers) can add keys without overwriting each other.
// Usage: npm run locales:add -- path/to/fragment.json
// The fragment is { "feature.key": { "en_US": "…", "hi_IN": "…", … all eleven … } }.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { LANGUAGES } from "../src/lib/config/constants.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run locales:add -- fragment.json");
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;
const problems: string[] = [];
for (const [key, texts] of Object.entries(fragment)) {
  for (const lang of LANGUAGES) {
    if (typeof texts[lang] !== "string" || texts[lang] === "") problems.push(`${key}: no ${lang} text`);
  }
}
if (problems.length) {
  console.error(`Not merged, the fragment is incomplete:\n${problems.join("\n")}`);
  process.exit(1);
}

const lock = "locales/.lock";
const started = Date.now();
for (;;) {
  try {
    closeSync(openSync(lock, "wx"));
    break;
  } catch {
    if (Date.now() - started > 20_000) rmSync(lock, { force: true });
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const lang of LANGUAGES) {
    const path = `locales/${lang}.json`;
    let current: Record<string, string> = {};
    try {
      current = JSON.parse(readFileSync(path, "utf8")) as Record<string, string>;
    } catch {
      current = {};
    }
    for (const [key, texts] of Object.entries(fragment)) current[key] = texts[lang] as string;
    const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    writeFileSync(path, JSON.stringify(sorted, null, 2) + "\n");
  }
  console.log(`merged ${Object.keys(fragment).length} keys into ${LANGUAGES.length} locale files`);
} finally {
  rmSync(lock, { force: true });
}
