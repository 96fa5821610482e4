// security (sandbox half): what an attacker or a second device could do to the sandbox, and what the
// platform now refuses. Each case drives the real HTTP and socket.io server on :memory:.
import http from "node:http";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { EDIT_PASSWORD_CODES, EVENTS, WIRE } from "../../src/contract/index.ts";
import {
  changePassword,
  closeWithClients,
  connectSocket,
  resetPassword,
  SMS,
  startSandbox,
  type Harness,
} from "./helpers.ts";

let h: Harness;
const sockets: Socket[] = [];
beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, sockets));

const play = { gp_id: "GPJL", game_type: 2, game_code: "JL_2_001", house: 0, device: 1 };

describe("play1 accepts only a lobby_url of this site (script injection via lobby_url)", () => {
  let token: string;
  beforeAll(async () => {
    token = await h.token("agent01", "agent1234");
  });

  it.each(["javascript:alert(document.cookie)", "//evil.example/", "/\\evil.example", "data:text/html,x"])(
    "refuses %j with code 422 naming lobby_url",
    async (lobby_url) => {
      const a = await h.post("/api/member/game/play1", { ...play, lobby_url }, h.bearer(token));
      expect(a.body.code).toBe(422);
      expect(a.body.message).toMatch(/lobby_url/);
    },
  );

  it("refuses an http(s) URL of another origin", async () => {
    const a = await h.post(
      "/api/member/game/play1",
      { ...play, lobby_url: "https://evil.example/lobby" },
      h.bearer(token),
    );
    expect(a.body.code).toBe(422);
    expect(a.body.message).toMatch(/lobby_url/);
  });

  it.each(["/", "/gameHall/2?gp_id=GPJL"])("starts the game with the path %j", async (lobby_url) => {
    const a = await h.post("/api/member/game/play1", { ...play, lobby_url }, h.bearer(token));
    expect(a.body.code).toBe(100);
    expect((await h.post("/api/member/game/leave1", {}, h.bearer(token))).body.code).toBe(100);
  });

  // security: the request's Host is the client's to write, so it never makes an origin "ours".
  it("without a configured public origin, refuses even a URL of the request's own Host", async () => {
    const a = await h.post("/api/member/game/play1", { ...play, lobby_url: `${h.base}/close` }, h.bearer(token));
    expect(a.body.code).toBe(422);
    expect(a.body.message).toMatch(/lobby_url: must be a path/);
  });

  it("a forged Host naming evil.example does not let https://evil.example/ through", async () => {
    const answer = await new Promise<{ code: number }>((resolve, reject) => {
      const url = new URL("/api/member/game/play1", h.base);
      const req = http.request(url, {
        method: "POST",
        headers: { host: "evil.example", "content-type": "application/json", ...h.bearer(token) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve(JSON.parse(text) as { code: number }));
      });
      req.on("error", reject);
      req.end(JSON.stringify({ ...play, lobby_url: "http://evil.example/close" }));
    });
    expect(answer.code).toBe(422);
  });

  it("with PUBLIC_ORIGIN set, starts the game with a URL on that origin and refuses the request's Host", async () => {
    const site = await startSandbox(":memory:", { publicOrigin: "https://lobby.example" });
    try {
      const t = await site.token("agent01", "agent1234");
      const own = await site.post(
        "/api/member/game/play1",
        { ...play, lobby_url: "https://lobby.example/close" },
        site.bearer(t),
      );
      expect(own.body.code).toBe(100);
      const host = await site.post(
        "/api/member/game/play1",
        { ...play, lobby_url: `${site.base}/close` },
        site.bearer(t),
      );
      expect(host.body.code).toBe(422);
      expect(host.body.message).toMatch(/https:\/\/lobby\.example/);
    } finally {
      await site.close();
    }
  });
});

describe("the forced password change refuses the old password", () => {
  it("newbie01: old newbie1234, new newbie1234 answers 103 and the change stays required", async () => {
    const token = await h.token("newbie01", "newbie1234");
    const same = await changePassword(h, token, "newbie1234", "newbie1234");
    expect(same.body.code).toBe(EDIT_PASSWORD_CODES.sameAsOld);
    expect(same.body.code).toBe(103);
    expect(same.body.message).toBe("the new password must differ from the old password");
    const layout = await h.post("/api/member/profile/common/layout", {}, h.bearer(token));
    expect(layout.body.apiResponseData.first_login_to_change_password).toBe(1);
  });
});

describe("tokens expire and die with the password (low)", () => {
  it("a password change ends the member's other sessions and keeps the one that changed it", async () => {
    const a = await h.token("agent01", "agent1234");
    const b = await h.token("agent01", "agent1234");
    const changed = await changePassword(h, a, "agent1234", "agent5678");
    expect(changed.body.code).toBe(100);
    expect((await h.post("/api/member/profile", {}, h.bearer(b))).status).toBe(401);
    expect((await h.post("/api/member/profile", {}, h.bearer(a))).status).toBe(200);
  });

  it("a transfer-validation reset ends every session of the old password", async () => {
    // A sandbox of its own: locked01's password changes here.
    const h = await startSandbox();
    onTestFinished(() => h.close());
    // locked01 cannot log in (802): its old session comes from the admin control, like another device.
    const lockedOld = (await h.admin("login-elsewhere", { account: "locked01" })).body.apiResponseData.token as string;
    expect((await h.post("/api/member/profile", {}, h.bearer(lockedOld))).status).toBe(200);
    expect((await h.login("locked01", "locked1234")).body.code).toBe(802);
    expect((await h.post("/api/arks/web/forgot/sms", { account: "locked01" })).body.code).toBe(100);
    const v = await h.post(
      "/api/arks/web/vx/verify",
      { account: "locked01", withdraw_password: "1234", member_phone: "9000000001", sms_code: SMS },
      { "x-forwarded-for": "192.0.2.77" },
    );
    expect(v.body.code).toBe(100);
    const reset = await resetPassword(h, "vx", "locked01", "fresh999", v.body.apiResponseData.token);
    expect(reset.body.code).toBe(100);
    expect((await h.post("/api/member/profile", {}, h.bearer(lockedOld))).status).toBe(401);
  });
});

// Raw socket.io, as laravel-echo speaks it (sandbox/realtime/server.ts).
const connect = () => connectSocket(h, sockets);

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Joins the member's private channel, then its presence channel; resolves once the server has handled both. */
function subscribe(s: Socket, token: string, memberId: number): Promise<void> {
  const presence = WIRE.presence("member.INR");
  const joined = new Promise<void>((resolve) =>
    s.on("presence:subscribed", (channel: string) => {
      if (channel === presence) resolve();
    }),
  );
  s.emit("subscribe", { channel: WIRE.private(`member.${memberId}`), auth: auth(token) });
  s.emit("subscribe", { channel: presence, auth: auth(token) });
  return joined;
}

/** Signs the member in twice and subscribes a socket for each session: [token, socket] of each. */
async function twoSessions(account: string, password: string, memberId: number) {
  const tokens = [await h.token(account, password), await h.token(account, password)] as const;
  const [s1, s2] = await Promise.all([connect(), connect()]);
  await subscribe(s1, tokens[0], memberId);
  await subscribe(s2, tokens[1], memberId);
  return [
    [tokens[0], s1],
    [tokens[1], s2],
  ] as const;
}

/** Every (event, channel, data) the socket hears. */
function record(s: Socket): { event: string; channel: unknown; data: unknown }[] {
  const heard: { event: string; channel: unknown; data: unknown }[] = [];
  s.onAny((event: string, channel: unknown, data: unknown) => heard.push({ event, channel, data }));
  return heard;
}

/** Resolves when `s` hears `event` with a payload passing `match`. */
function hears(s: Socket, event: string, match: (data: unknown) => boolean = () => true): Promise<unknown> {
  return new Promise((resolve) => {
    const on = (_channel: unknown, data: unknown) => {
      if (!match(data)) return;
      s.off(event, on);
      resolve(data);
    };
    s.on(event, on);
  });
}

/**
 * Sends two letters to the member and waits until `witness` (a live session) has heard both: by then the
 * first would have reached every socket still in the member's channel.
 */
async function twoLettersThrough(witness: Socket, account: string): Promise<void> {
  const heard = new Set<number>();
  let wake = () => {};
  const on = (_channel: unknown, data: unknown) => {
    heard.add((data as { id: number }).id);
    wake();
  };
  witness.on(EVENTS.letterSent.name, on);
  try {
    for (const title of ["first", "second"]) {
      const id = (await h.admin("letter", { account, title })).body.apiResponseData.id as number;
      while (!heard.has(id)) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    witness.off(EVENTS.letterSent.name, on);
  }
}

describe("a revoked token loses its sockets (security)", () => {
  it("after logout, the token's socket hears nothing more of the member, while another session does", async () => {
    const [[gone, s1], [, s2]] = await twoSessions("demo01", "demo1234", 1);
    const heard = record(s1);
    expect((await h.post("/api/logout", {}, h.bearer(gone))).body.code).toBe(100);
    await twoLettersThrough(s2, "demo01");
    expect(heard.filter((e) => e.event === EVENTS.letterSent.name)).toEqual([]);
  });

  it("a login elsewhere tells the old socket once, without the new token, then leaves it out", async () => {
    const first = await h.token("demo01", "demo1234");
    const s1 = await connect();
    await subscribe(s1, first, 1);
    const heard = record(s1);
    const told = hears(s1, EVENTS.login.name);
    const second = (await h.admin("login-elsewhere", { account: "demo01" })).body.apiResponseData.token as string;
    const farewell = (await told) as { token: string };
    expect(farewell.token).not.toBe(second);
    expect(farewell.token).not.toBe(first);
    const s2 = await connect();
    await subscribe(s2, second, 1);
    await twoLettersThrough(s2, "demo01");
    expect(heard.filter((e) => e.event === EVENTS.letterSent.name)).toEqual([]);
    expect(JSON.stringify(heard)).not.toContain(second);
  });

  it("a password change drops the other sessions' sockets and keeps its own", async () => {
    const [[keep, s1], [, s2]] = await twoSessions("newbie01", "newbie1234", 3);
    const heard = record(s2);
    const changed = await changePassword(h, keep, "newbie1234", "newbie5678");
    expect(changed.body.code).toBe(100);
    await twoLettersThrough(s1, "newbie01");
    expect(heard.filter((e) => e.event === EVENTS.letterSent.name)).toEqual([]);
  });
});
