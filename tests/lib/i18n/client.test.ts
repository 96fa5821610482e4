// The islands' translator (lib/i18n/client.ts) against i18next, which pages use: same text for every key of every
// language, so an island says what a page would say; and the server half of `useT` (renderIn).
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";
import { interpolate, messagesTranslator } from "../../../src/lib/i18n/client.ts";
import { RESOURCES } from "../../../src/lib/i18n/resources.ts";
import { islandMessages, renderIn, serverI18n } from "../../../src/lib/i18n/server.ts";
import { translator } from "../../../src/components/ui/i18n.ts";

/** A value for every placeholder name any message uses. */
const PARAMS: Record<string, string | number> = {};
for (const messages of Object.values(RESOURCES))
  for (const text of Object.values(messages))
    for (const m of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) PARAMS[m[1]!] = `<${m[1]!}>`;
PARAMS["count"] = 3;

describe("islands translate as i18next does (one way: useT)", () => {
  it("the locale files use nothing of i18next beyond {{name}}: no plurals, nesting, formats or unescaped marks", () => {
    for (const [lang, messages] of Object.entries(RESOURCES)) {
      for (const [key, text] of Object.entries(messages)) {
        // A plural form is a key `x_one` beside an `x` that counts: none is (funds.err.amount_zero counts nothing).
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        if (base !== key) expect(messages[base] ?? "", `${lang} ${key}`).not.toContain("{{count}}");
        expect(text, `${lang} ${key}`).not.toMatch(/\$t\(|\{\{-|\{\{[^}]*,[^}]*\}\}/);
      }
    }
  });

  it.each([...LANGUAGES])("%s: every key, with and without params, reads the same", (lang) => {
    const t = messagesTranslator(islandMessages(lang));
    const i18n = serverI18n(lang);
    const it18 = i18n.t as unknown as (key: string, params?: object) => string;
    for (const key of Object.keys(RESOURCES.en_US)) {
      expect(t(key, PARAMS), key).toBe(it18(key, PARAMS));
      expect(t(key), key).toBe(it18(key));
    }
  });

  it("an unknown key reads as itself; a missing value keeps its placeholder", () => {
    expect(messagesTranslator({})("no.such.key")).toBe("no.such.key");
    expect(interpolate("Banner {{n}} of {{ total }}", { n: 1, total: 4 })).toBe("Banner 1 of 4");
    expect(interpolate("Banner {{n}} of {{total}}", { n: 1 })).toBe("Banner 1 of {{total}}");
    expect(messagesTranslator({ constructor: "x" })("toString")).toBe("toString");
  });

  it("on the server, useT speaks the language of the page being rendered, and only inside its render", async () => {
    const key = "auth.login.open";
    expect(translator()(key)).toBe(key); // no render in progress: the key
    const ta = await renderIn("ta_IN", async () => {
      await Promise.resolve(); // the render's later steps keep the language
      return translator()(key);
    });
    expect(ta).toBe(RESOURCES.ta_IN[key]);
    expect(renderIn("zh_CN", () => translator()(key))).toBe(RESOURCES.zh_CN[key]);
    expect(ta).not.toBe(RESOURCES.en_US[key]);
  });
});
