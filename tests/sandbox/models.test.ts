// Site content: the sandbox answers the ads, sponsors and login-page models with real content in
// English, Hindi and Tamil (spec 001 §7 /web/model_setting, /web/model_sponsor, /web/model_login), and its admin
// control adds one and tells the pages on the model's channel, tagged with the language (spec 001 §7).
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, EVENTS, listenName, siteCalls } from "../../src/contract/index.ts";
import { closeWithClients, nextEvent as next, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const echos: Echo<"socket.io">[] = [];
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

function connect(): Echo<"socket.io"> {
  const e = new Echo<"socket.io">({ broadcaster: "socket.io", host: h.base, client: io, transports: ["websocket"] });
  echos.push(e);
  return e;
}

beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, echos));

const CALLS = [
  ["ads", siteCalls.modelSetting],
  ["sponsors", siteCalls.modelSponsor],
  ["login models", siteCalls.modelLogin],
] as const;

describe("model lists in the page's language (spec 001 §7)", () => {
  for (const [what, call] of CALLS)
    it(`${what} have titled, sized images in en_US, hi_IN and ta_IN, and English for another language`, async () => {
      const titles: Record<string, string[]> = {};
      for (const language of ["en_US", "hi_IN", "ta_IN", "vi_VN"]) {
        const r = await h.post(call.path, { site_id: 1, language, model_version: "pc" });
        expect(r.body.code).toBe(100);
        const { list } = call.response.parse(r.body.apiResponseData);
        expect(list.length).toBeGreaterThanOrEqual(2);
        titles[language] = list.map((m) => m.title);
        for (const m of list) {
          expect(m.language).toBe(language);
          const img = await h.raw(m.image, { method: "GET" });
          expect(img.status).toBe(200);
          expect(await img.text()).toMatch(/^<svg[^>]+width="\d+" height="\d+"/);
        }
      }
      expect(titles["hi_IN"]?.[0]).toMatch(/[\u0900-\u097F]/); // Devanagari
      expect(titles["ta_IN"]?.[0]).toMatch(/[\u0B80-\u0BFF]/); // Tamil
      expect(titles["vi_VN"]).toEqual(titles["en_US"]);
    });

  it("the admin control adds an ad in one language only and sends model_settings.url on site02_template", async () => {
    const echo = connect();
    const ev = next<{ language: string }>((r) =>
      echo.channel(CHANNELS.template("site02")).listen(listenName(EVENTS.modelSettingsUrl), r),
    );
    await settle();
    await h.admin("model", { kind: "setting", language: "hi_IN", title: "नया विज्ञापन" });
    expect(await ev).toEqual({ language: "hi_IN" });
    const list = async (language: string) =>
      (
        (await h.post(siteCalls.modelSetting.path, { site_id: 1, language, model_version: "pc" })).body
          .apiResponseData as { list: { title: string }[] }
      ).list.map((m) => m.title);
    expect(await list("hi_IN")).toContain("नया विज्ञापन");
    expect(await list("en_US")).not.toContain("नया विज्ञापन");
  });

  it("sponsor and login models announce themselves on bob_mobile_template", async () => {
    const echo = connect();
    const ch = echo.channel(CHANNELS.bobMobileTemplate);
    const sponsor = next<{ language: string }>((r) => ch.listen(listenName(EVENTS.modelSponsorUrl), r));
    const login = next<{ language: string }>((r) => ch.listen(listenName(EVENTS.modelLoginUrl), r));
    await settle();
    await h.admin("model", { kind: "sponsor", language: "ta_IN", title: "புதிய ஸ்பான்சர்" });
    await h.admin("model", { kind: "login", language: "en_US", title: "New login model" });
    expect(await sponsor).toEqual({ language: "ta_IN" });
    expect(await login).toEqual({ language: "en_US" });
  });
});
