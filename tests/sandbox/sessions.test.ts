// The login history and the active sessions through real HTTP and real sockets (src/contract/security.ts, our
// extension): each login recorded with its device; "log out there" and "log out everywhere else" end those
// sessions' tokens and sockets, as the token rules of a login elsewhere do.
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActiveSessionSchema,
  CHANNELS,
  EVENTS,
  LoginHistorySchema,
  SESSION_CODES,
  listenName,
  tokenFingerprint,
} from "../../src/contract/index.ts";
import { closeWithClients, nextEvent, registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const echos: Echo<"socket.io">[] = [];
beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, echos));

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const DESKTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/121.0";

async function loginFrom(account: string, ip: string, ua: string, country?: string): Promise<string> {
  const a = await h.login(account, "abc12345", {
    "x-forwarded-for": ip,
    "user-agent": ua,
    ...(country ? { "cf-ipcountry": country } : {}),
  });
  expect(a.body.code, a.body.message).toBe(100);
  return a.body.apiResponseData.token as string;
}

const sessions = async (token: string) =>
  ((await h.post("/api/member/security/sessions", {}, h.bearer(token))).body.apiResponseData.list as unknown[]).map(
    (s) => ActiveSessionSchema.parse(s),
  );
const alive = async (token: string) =>
  (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).status === 200;

function listen(token: string, memberId: number) {
  const echo = new Echo<"socket.io">({
    broadcaster: "socket.io",
    host: h.base,
    client: io,
    transports: ["websocket"],
    // one connection per session, as two devices have (socket.io-client would share one between instances), and
    // headers of its own (Echo writes the bearer token into its shared default headers object)
    forceNew: true,
    auth: { headers: {} },
    userAuthentication: { endpoint: "/broadcasting/user-auth", headers: {} },
    bearerToken: token,
  });
  echos.push(echo);
  const ended = nextEvent<unknown>(
    (r) => echo.private(CHANNELS.member(memberId)).listen(listenName(EVENTS.sessionEnded), r),
    5000,
  );
  return { echo, ended };
}

const settle = (ms = 200) => new Promise((r) => setTimeout(r, ms));

describe("login history", () => {
  it("records each login with time, address, country and browser, newest first, paged", async () => {
    const m = await registerMember(h, "lh");
    await loginFrom(m.account, "198.51.100.7", PHONE_UA, "IN");
    const last = await loginFrom(m.account, "198.51.100.8", DESKTOP_UA);
    const page1 = LoginHistorySchema.parse(
      (await h.post("/api/member/security/login_history", { page: 1, page_size: 2 }, h.bearer(last))).body
        .apiResponseData,
    );
    // the registration counts as the first login
    expect(page1.total_count).toBe(3);
    expect(page1.list.map((e) => [e.ip, e.country, e.user_agent])).toEqual([
      ["198.51.100.8", null, DESKTOP_UA],
      ["198.51.100.7", "IN", PHONE_UA],
    ]);
    const page2 = (await h.post("/api/member/security/login_history", { page: 2, page_size: 2 }, h.bearer(last))).body
      .apiResponseData;
    expect(page2.list).toHaveLength(1);
    // another member's history is not in it
    const other = await registerMember(h, "lo");
    expect(
      (await h.post("/api/member/security/login_history", {}, h.bearer(other.token))).body.apiResponseData.total_count,
    ).toBe(1);
  });

  it("believes the CDN's country header only from a trusted proxy", async () => {
    const solo = await startSandbox(":memory:", { trustedProxies: "" });
    try {
      const m = await registerMember(solo, "lc");
      const a = await solo.login(m.account, "abc12345", { "cf-ipcountry": "GB", "x-forwarded-for": "8.8.8.8" });
      const list = (
        await solo.post("/api/member/security/login_history", {}, solo.bearer(a.body.apiResponseData.token))
      ).body.apiResponseData.list as { ip: string; country: string | null }[];
      expect(list[0]).toMatchObject({ ip: "127.0.0.1", country: null });
    } finally {
      await solo.close();
    }
  });
});

describe("active sessions", () => {
  it("lists the live sessions by fingerprint, never a token, this one first and marked", async () => {
    const m = await registerMember(h, "as");
    const phone = await loginFrom(m.account, "198.51.100.20", PHONE_UA);
    const desk = await loginFrom(m.account, "198.51.100.21", DESKTOP_UA);
    const list = await sessions(desk);
    expect(list[0]).toMatchObject({ session_id: tokenFingerprint(desk), current: 1, user_agent: DESKTOP_UA });
    expect(list.map((s) => s.session_id)).toEqual(
      expect.arrayContaining([tokenFingerprint(phone), tokenFingerprint(m.token)]),
    );
    expect(list.filter((s) => s.current === 1)).toHaveLength(1);
    const text = JSON.stringify(list);
    for (const t of [phone, desk, m.token]) expect(text).not.toContain(t);
    // a logged-out session is no longer listed
    await h.post("/api/logout", {}, h.bearer(phone));
    expect((await sessions(desk)).map((s) => s.session_id)).not.toContain(tokenFingerprint(phone));
  });

  it("log out there: the other session loses its token and its sockets hear session.ended, then leave", async () => {
    const m = await registerMember(h, "lt");
    const memberId = (await h.admin("member", { account: m.account })).body.apiResponseData.id as number;
    const other = await loginFrom(m.account, "198.51.100.30", PHONE_UA);
    const mine = await loginFrom(m.account, "198.51.100.31", DESKTOP_UA);
    const { echo, ended } = listen(other, memberId);
    await settle();
    const r = await h.post(
      "/api/member/security/sessions/revoke",
      { session_id: tokenFingerprint(other) },
      h.bearer(mine),
    );
    expect(r.body.code).toBe(100);
    expect(EVENTS.sessionEnded.schema.parse(await ended)).toEqual({
      fingerprint: tokenFingerprint(other),
      reason: "revoked",
    });
    expect(await alive(other)).toBe(false);
    expect(await alive(mine)).toBe(true);
    // its socket left the member's channel: a letter to the member no longer reaches it
    let heard = false;
    echo.private(CHANNELS.member(memberId)).listen(listenName(EVENTS.letterSent), () => (heard = true));
    await h.admin("letter", { account: m.account, title: "after the end" });
    await settle(300);
    expect(heard).toBe(false);
  });

  it("refuses the asking session itself, an unknown id and another member's session", async () => {
    const a = await registerMember(h, "ra");
    const b = await registerMember(h, "rb");
    const revoke = (token: string, id: string) =>
      h.post("/api/member/security/sessions/revoke", { session_id: id }, h.bearer(token));
    expect((await revoke(a.token, tokenFingerprint(a.token))).body.code).toBe(SESSION_CODES.isCurrent);
    expect((await revoke(a.token, "0123456789abcdef")).body.code).toBe(SESSION_CODES.notFound);
    expect((await revoke(a.token, tokenFingerprint(b.token))).body.code).toBe(SESSION_CODES.notFound);
    expect(await alive(b.token)).toBe(true);
    expect((await revoke(a.token, "not-an-id")).body.code).toBe(422);
  });

  it("log out everywhere else ends every other session and keeps this one", async () => {
    const m = await registerMember(h, "le");
    const memberId = (await h.admin("member", { account: m.account })).body.apiResponseData.id as number;
    const one = await loginFrom(m.account, "198.51.100.40", PHONE_UA);
    const two = await loginFrom(m.account, "198.51.100.41", PHONE_UA);
    const mine = await loginFrom(m.account, "198.51.100.42", DESKTOP_UA);
    const heard = [listen(one, memberId).ended, listen(two, memberId).ended];
    await settle();
    const r = await h.post("/api/member/security/sessions/revoke_others", {}, h.bearer(mine));
    expect(r.body.apiResponseData).toEqual({ revoked: 3 }); // one, two and the registration's session
    const fingerprints = (await Promise.all(heard)).map((e) => EVENTS.sessionEnded.schema.parse(e).fingerprint);
    expect(fingerprints.sort()).toEqual([tokenFingerprint(one), tokenFingerprint(two)].sort());
    expect([await alive(one), await alive(two), await alive(m.token), await alive(mine)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect((await sessions(mine)).map((s) => s.current)).toEqual([1]);
  });
});
