// Real-time through laravel-echo + socket.io-client in Node, as the site connects (spec 001 §4, §7).
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, EVENTS, listenName, PresenceUserSchema } from "../../src/contract/index.ts";
import { closeWithClients, nextEvent as next, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const echos: Echo<"socket.io">[] = [];

function connect(token?: string): Echo<"socket.io"> {
  const e = new Echo<"socket.io">({
    broadcaster: "socket.io",
    host: h.base,
    client: io,
    transports: ["websocket"],
    ...(token ? { bearerToken: token } : {}),
  });
  echos.push(e);
  return e;
}

const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, echos));

describe("private member channel (spec 001 §4, spec 000 §4)", () => {
  it("delivers game.url after play1, then member.cash after a game round", async () => {
    const token = await h.token("demo01", "demo1234");
    const echo = connect(token);
    const ch = echo.private(CHANNELS.member(1));
    const gameUrl = next<{ url: string; gp_id: string; game_code: string }>((r) =>
      ch.listen(listenName(EVENTS.gameUrl), r),
    );
    await settle();
    const play = await h.post(
      "/api/member/game/play1",
      { gp_id: "GPJL", game_type: 2, game_code: "JL_2_001", house: 0, lobby_url: "/close", device: 1 },
      h.bearer(token),
    );
    expect(play.body.code).toBe(100);
    const g = EVENTS.gameUrl.schema.parse(await gameUrl);
    expect(g).toMatchObject({ gp_id: "GPJL", game_code: "JL_2_001" });
    const page = await fetch(g.url);
    expect(await page.text()).toContain("Spin");

    const cash = next<unknown>((r) => ch.listen(listenName(EVENTS.memberCash), r));
    const session = new URL(g.url).searchParams.get("session");
    const spin = await fetch(`${h.base}/sandbox/games/spin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session, bet: 5 }),
    });
    expect(((await spin.json()) as { ok: boolean }).ok).toBe(true);
    const payload = EVENTS.memberCash.schema.parse(await cash);
    expect(typeof payload.cash).toBe("number");
  });

  it("refuses another member's private channel", async () => {
    const token = await h.token("demo01", "demo1234");
    const echo = connect(token);
    const socket = echo.connector.socket;
    const refused = next<string>((r) => socket.on("subscription_error", (channel: string) => r(channel)));
    let leaked = false;
    echo.private(CHANNELS.member(2)).listen(listenName(EVENTS.letterSent), () => (leaked = true));
    expect(await refused).toBe("private-member.2");
    await h.admin("letter", { account: "agent01", title: "for agent01 only" });
    await settle(300);
    expect(leaked).toBe(false);
  });

  it("tells the old session of a login elsewhere with another token, but not the new token (security)", async () => {
    const token = await h.token("newbie01", "newbie1234");
    const echo = connect(token);
    const ev = next<{ token: string }>((r) => echo.private(CHANNELS.member(3)).listen(listenName(EVENTS.login), r));
    await settle();
    const admin = await h.admin("login-elsewhere", { account: "newbie01" });
    const got = await ev;
    expect(got.token).not.toBe(token);
    expect(got.token).not.toBe(admin.body.apiResponseData.token);
    // the old token no longer works
    expect((await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).status).toBe(401);
  });
});

describe("currency channels (spec 001 §7)", () => {
  it("delivers RedEnvelopeDisplay on member.{currency}", async () => {
    const token = await h.token("agent01", "agent1234");
    const echo = connect(token);
    const ev = next<unknown>((r) =>
      echo.private(CHANNELS.memberCurrency("INR")).listen(listenName(EVENTS.redEnvelopeDisplay), r),
    );
    await settle();
    await h.admin("red-envelope/start", { currency: "INR", minutes: 5 });
    expect(EVENTS.redEnvelopeDisplay.schema.parse(await ev).currency).toBe("INR");
  });

  it("presence-member.{currency}: here, joining and leaving, by member id without account names (security)", async () => {
    const a = connect(await h.token("demo01", "demo1234"));
    const here = next<{ id: number }[]>((r) => a.join(CHANNELS.presenceMember("INR")).here(r));
    const members = await here;
    expect(members.map((m) => m.id)).toContain(1);
    for (const m of members) expect(PresenceUserSchema.parse(m)).toEqual({ id: m.id });
    const joining = next<{ id: number }>((r) => a.join(CHANNELS.presenceMember("INR")).joining(r));
    const leaving = next<{ id: number }>((r) => a.join(CHANNELS.presenceMember("INR")).leaving(r));
    const b = connect(await h.token("agent01", "agent1234"));
    b.join(CHANNELS.presenceMember("INR"));
    expect(await joining).toEqual({ id: 2 });
    b.leave(CHANNELS.presenceMember("INR"));
    expect(await leaving).toEqual({ id: 2 });
  });
});

describe("public channels reach anonymous visitors (spec 001 §7)", () => {
  it("customer_service_link_change on web_member", async () => {
    const echo = connect();
    const ev = next<{ link: string }>((r) =>
      echo.channel(CHANNELS.webMember).listen(listenName(EVENTS.customerServiceLinkChange), r),
    );
    await settle();
    await h.admin("customer-service", { link: "https://example.com/help" });
    expect((await ev).link).toBe("https://example.com/help");
  });

  it("carousel_picture.url on web_api.{currency}", async () => {
    const echo = connect();
    const ev = next<unknown>((r) =>
      echo.channel(CHANNELS.webApi("INR")).listen(listenName(EVENTS.carouselPictureUrl), r),
    );
    await settle();
    await h.admin("carousel", { currency: "INR", title: "New banner" });
    await expect(ev).resolves.toBeDefined();
  });
});
