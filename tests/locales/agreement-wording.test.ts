// the sign-up agreement error names the same thing as the checkbox's link, in every
// language, so the member knows which box the message is about.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/lib/config/constants.ts";

const load = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}.json`), "utf8")) as Record<string, string>;

describe("the agreement error and the checkbox say the same", () => {
  it.each(LANGUAGES)("%s: signup.err_agreement names register.agreementLink", (lang) => {
    const m = load(lang);
    expect(m["signup.err_agreement"]).toContain(m["register.agreementLink"]);
  });

  it.each(LANGUAGES)("%s: the error mentions the age the checkbox confirms", (lang) => {
    const m = load(lang);
    expect(m["signup.err_agreement"]).toMatch(/18|၁၈|১৮/);
  });
});
