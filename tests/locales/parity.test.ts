import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/lib/config/constants.ts";

const load = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
const files = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)]));
const english = files["en_US"] ?? {};

/** Keys that are the same in every language on purpose: brand names and the English game-type names. */
const SAME_EVERYWHERE = (key: string) => key === "site.name" || /^gameType\.\d+\.en$/.test(key);

describe("locale files (DESIGN: every visible string is a locale key)", () => {
  it.each(LANGUAGES)("%s holds exactly the keys of en_US", (lang) => {
    expect(Object.keys(files[lang] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES.filter((l) => l !== "en_US"))("%s is translated, not a copy of English", (lang) => {
    const file = files[lang] ?? {};
    const keys = Object.keys(english).filter((k) => !SAME_EVERYWHERE(k));
    const copies = keys.filter((k) => file[k] === english[k] && /[A-Za-z]{4,}/.test(english[k] ?? ""));
    // A few words are the same in many languages (brand or technical names such as "Jackpot" or "Esports").
    expect(copies.length, copies.join(", ")).toBeLessThanOrEqual(Math.max(3, Math.floor(keys.length * 0.03)));
  });

  it("has no empty texts", () => {
    for (const lang of LANGUAGES)
      for (const [k, v] of Object.entries(files[lang] ?? {})) expect(v, `${lang} ${k}`).not.toBe("");
  });
});
