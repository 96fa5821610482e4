// A server-rendered page ships the island messages its browser code may use, not its language's every message
// (server/page-messages.ts, src/lib/i18n/page-messages.ts): every key an island may look up must still ship
// (a missing key shows as a raw key), and the page's other text must stay as it was.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { holdHtml, createPageMessages } from "../../server/page-messages.ts";
import { LANGUAGES, type Language } from "../../src/lib/config/constants.ts";
import { serializeBoot } from "../../src/lib/boot/boot.ts";
import {
  createIslandKeyIndex,
  keysInCode,
  messagesPlaceholder,
  PAGE_MESSAGES_HOOK,
  pageFiles,
} from "../../src/lib/i18n/page-messages.ts";
import { bootMessages, islandMessages } from "../../src/lib/i18n/server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const locales = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(root, `locales/${l}.json`), "utf8"))]),
) as Record<Language, Record<string, string>>;
const KEYS = Object.keys(locales.en_US);

describe("the keys a built file may look up", () => {
  it("every whole key written in it", () => {
    const keys = keysInCode(`const a=e("auth.login.title"),b={key:'wallet.title'};`, KEYS);
    expect([...keys]).toEqual(expect.arrayContaining(["auth.login.title", "wallet.title"]));
  });

  it("every key under a prefix it builds keys from: a template, a minifier's concatenation, a joined name", () => {
    const abbr = KEYS.filter((k) => k.startsWith("gameType."));
    const codes = KEYS.filter((k) => k.startsWith("one_key_err_code_"));
    expect(abbr.length).toBeGreaterThan(3);
    expect(codes.length).toBeGreaterThan(3);
    expect([...keysInCode("t(`gameType.${g.gtId}.abbr`)", KEYS)]).toEqual(expect.arrayContaining(abbr));
    expect([...keysInCode('t("gameType."+g+".abbr")', KEYS)]).toEqual(expect.arrayContaining(abbr));
    expect([...keysInCode("r(`one_key_err_code_${n}`)", KEYS)]).toEqual(expect.arrayContaining(codes));
    const fundsErr = KEYS.filter((k) => k.startsWith("funds.err."));
    expect([...keysInCode('const base="funds.err";t(base+"."+p)', KEYS)]).toEqual(expect.arrayContaining(fundsErr));
  });

  it("nothing for code that names no key", () => {
    expect(keysInCode("function x(e){return e.target.value}", KEYS).size).toBe(0);
  });
});

describe("the keys of the files a page names", () => {
  const files = new Map([
    ["index.A1.js", `import{j}from"./jsx.B2.js";const L=lazy(()=>import("./Login.C3.js"));t("carousel.prev")`],
    ["jsx.B2.js", `export const j=1;`],
    ["Login.C3.js", `import{v}from"./validate.D4.js";t("auth.login.title")`],
    ["validate.D4.js", `export const v={key:"auth.err.password"}`],
    [
      "preload.E5.js",
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Panel.F6.js"])))=>i.map(i=>d[i]);`,
    ],
    ["Panel.F6.js", `t("wallet.title")`],
    ["Elsewhere.G7.js", `t("agentCentre.title")`],
  ]);
  const index = createIslandKeyIndex(files, [
    "carousel.prev",
    "auth.login.title",
    "auth.err.password",
    "wallet.title",
    "agentCentre.title",
  ]);

  it("reach every file imported at once or later (a lazily loaded form and what it imports)", () => {
    expect([...index.keysFor(["index.A1.js"])].sort()).toEqual([
      "auth.err.password",
      "auth.login.title",
      "carousel.prev",
    ]);
  });

  it("follow Vite's preload lists", () => {
    expect([...index.keysFor(["preload.E5.js"])]).toEqual(["wallet.title"]);
  });

  it("leave out the files the page does not reach, and names that are no built file", () => {
    expect(index.keysFor(["index.A1.js", "nope.js"]).has("agentCentre.title")).toBe(false);
  });

  it("the page names its islands, renderers and scripts, not its stylesheets and images", () => {
    const html = Buffer.from(
      `<link rel="stylesheet" href="/_astro/BaseLayout.X.css"><img src="/_astro/banner.Y.webp">` +
        `<astro-island component-url="/_astro/index.A1.js" renderer-url="/_astro/client.R.js">` +
        `<script type="module" src="/_astro/page.astro_astro_type_script_index_0_lang.Z-9.js"></script>`,
    );
    expect(pageFiles(html).sort()).toEqual([
      "client.R.js",
      "index.A1.js",
      "page.astro_astro_type_script_index_0_lang.Z-9.js",
    ]);
  });
});

describe("the server fills the layout's placeholder", () => {
  const files = new Map([["index.A1.js", `t("auth.login.title");t(\`gameType.\${x}.abbr\`)`]]);
  const pm = createPageMessages(files, locales, "n0nce");
  const page = (lang: Language, nonce = "n0nce") =>
    Buffer.from(
      `<title>x</title><script type="application/json" id="lobby-boot">` +
        serializeBoot(
          { lang, localePrefix: "", currency: "INR", device: "desktop", messages: {}, config: {} as never },
          messagesPlaceholder(nonce, lang),
        ) +
        `</script><astro-island component-url="/_astro/index.A1.js"></astro-island>`,
    );
  const bootOf = (html: Buffer) =>
    JSON.parse(/id="lobby-boot">(.*?)<\/script>/s.exec(html.toString("utf8"))![1]!) as {
      lang: string;
      messages: Record<string, string>;
    };

  it("with the page's language's messages for the keys its files use, and nothing else of the page changed", () => {
    const filled = Buffer.concat(pm.fill(page("hi_IN"))!);
    const boot = bootOf(filled);
    expect(boot.lang).toBe("hi_IN");
    expect(boot.messages["auth.login.title"]).toBe(islandMessages("hi_IN")["auth.login.title"]);
    expect(boot.messages["gameType.3.abbr"]).toBe(islandMessages("hi_IN")["gameType.3.abbr"]);
    expect(Object.keys(boot.messages).every((k) => k === "auth.login.title" || k.startsWith("gameType."))).toBe(true);
    expect(filled.toString().startsWith("<title>x</title>")).toBe(true);
    expect(filled.toString().endsWith(`<astro-island component-url="/_astro/index.A1.js"></astro-island>`)).toBe(true);
  });

  it("a placeholder with another nonce (text of the page, not the layout's) is not filled", () => {
    expect(pm.fill(page("en_US", "guessed"))).toBeUndefined();
  });

  it("the layout writes the placeholder only where the serving process fills it", () => {
    expect(bootMessages("en_US", false).messagesJson).toBeUndefined();
    (globalThis as Record<symbol, unknown>)[PAGE_MESSAGES_HOOK] = { nonce: "abc" };
    try {
      expect(bootMessages("ta_IN", false).messagesJson).toBe(messagesPlaceholder("abc", "ta_IN"));
      expect(bootMessages("ta_IN", true).messagesJson).toBeUndefined(); // late: the language's file, as before
    } finally {
      delete (globalThis as Record<symbol, unknown>)[PAGE_MESSAGES_HOOK];
    }
  });
});

describe("an HTML answer held until it ends", () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  const serve = async (type: string, body: string) => {
    server = http.createServer((_req, res) => {
      holdHtml(res, (b) => {
        const at = b.indexOf("PLACEHOLDER");
        return at === -1 ? undefined : [b.subarray(0, at), Buffer.from("filled with more bytes"), b.subarray(at + 11)];
      });
      res.writeHead(200, { "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) });
      res.write(body.slice(0, 5));
      res.end(body.slice(5));
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { text: await res.text(), length: res.headers.get("content-length") };
  };

  it("goes out filled, with its new length", async () => {
    const got = await serve("text/html", "<p>PLACEHOLDER</p>");
    expect(got.text).toBe("<p>filled with more bytes</p>");
    expect(got.length).toBe(String(Buffer.byteLength(got.text)));
  });

  it("anything else goes out as it was", async () => {
    const got = await serve("application/json", '{"a":"PLACEHOLDER"}');
    expect(got.text).toBe('{"a":"PLACEHOLDER"}');
  });
});

// Against the build (`npm run build` first; npm test builds before the unit tests).
const built = existsSync(path.join(root, "dist/server/entry.mjs"));
if (!built && process.env["CI"]) throw new Error("dist/ is missing: npm test builds before the unit tests");

/** Every locale key written whole in a source file. */
const keysInSource = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(/["'`]([A-Za-z_][\w.]*)["'`]/g)]
    .map((m) => m[1]!)
    .filter((k) => Object.hasOwn(locales.en_US, k));

describe.skipIf(!built)("the home page of the build", () => {
  let child: ReturnType<typeof spawn>;
  let base: string;
  beforeAll(async () => {
    child = spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", SANDBOX_DB: ":memory:", HTML_CACHE_MS: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    base = await new Promise<string>((resolve, reject) => {
      const take = (c: Buffer) => {
        out += c.toString();
        const m = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      };
      child.stdout!.on("data", take);
      child.stderr!.on("data", take);
      child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    });
  }, 60_000);
  afterAll(() => child?.kill("SIGTERM"));

  // Islands of the home page and what they load later: the account bar's wallet panel, the account modals'
  // login and sign-up forms, the game launcher (keys built at run time: gameType.<id>.abbr, one_key_err_code_<n>).
  const LOADED_FROM_HOME = [
    "src/features/session/AccountBar.tsx",
    "src/features/session/AccountModals.tsx",
    "src/features/auth/LoginModal.tsx",
    "src/features/register/RegisterModal.tsx",
    "src/features/wallet/WalletPanel.tsx",
    "src/features/launcher/GameModal.tsx",
  ].filter((f) => existsSync(path.join(root, f)));

  for (const [lang, prefix] of [
    ["en_US", ""],
    ["ta_IN", "/ta_IN"],
  ] as const) {
    it(`${lang}: ships every key its islands' code uses, in its language, and fewer than all`, async () => {
      const html = await (await fetch(`${base}${prefix}/`)).text();
      expect(html).not.toContain("lobby:page-messages");
      const boot = JSON.parse(/id="lobby-boot">(.*?)<\/script>/s.exec(html)![1]!) as {
        lang: string;
        messages: Record<string, string>;
      };
      expect(boot.lang).toBe(lang);
      const all = islandMessages(lang);
      expect(LOADED_FROM_HOME.length).toBeGreaterThanOrEqual(4);
      for (const file of LOADED_FROM_HOME)
        for (const key of keysInSource(file)) expect(boot.messages[key], `${file}: ${key}`).toBe(all[key]);
      expect(boot.messages["one_key_err_code_101"]).toBe(all["one_key_err_code_101"]);
      for (const [key, text] of Object.entries(boot.messages)) expect(text, key).toBe(all[key]);
      expect(Object.keys(boot.messages).length).toBeLessThan(Object.keys(all).length);
    }, 30_000);
  }
});
