// The server's `t` remembers plain lookups; it must answer exactly what i18next answers, params included.
import { describe, expect, it } from "vitest";
import { serverI18n, serverT } from "../../../src/lib/i18n/server.ts";

describe("serverT", () => {
  it("answers like i18next for plain keys, keys with values and missing keys, in each language", () => {
    for (const lang of ["en_US", "hi_IN", "zh_CN"] as const) {
      const t = serverT(lang);
      const base = serverI18n(lang).t;
      expect(t("site.name")).toBe(base("site.name"));
      expect(t("site.name")).toBe(base("site.name")); // the remembered answer
      expect(t("toast.repeat", { count: 3 })).toBe(base("toast.repeat", { count: 3 }));
      // @ts-expect-error `t` is typed by locales/en_US.json: an unknown key does not compile
      expect(t("no.such.key")).toBe("no.such.key");
    }
  });
  it("is one function per language", () => {
    expect(serverT("en_US")).toBe(serverT("en_US"));
    expect(serverT("en_US")).not.toBe(serverT("hi_IN"));
  });
});
