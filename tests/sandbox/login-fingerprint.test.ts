// spec 001 §3/§4 login event, with our extension (EVENTS.login): a new login is told to the member's older
// sockets by the new token's fingerprint, never by the token (an older socket must not learn the new session).
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS, WIRE, loginElsewhere, tokenFingerprint } from "../../src/contract/index.ts";
import { closeWithClients, connectSocket, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const sockets: Socket[] = [];
beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, sockets));

const connect = () => connectSocket(h, sockets);

/** Joins the member's private channel, then its presence channel; resolves once the server has handled both. */
function subscribe(s: Socket, token: string, memberId: number): Promise<void> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const presence = WIRE.presence("member.INR");
  const joined = new Promise<void>((resolve) =>
    s.on("presence:subscribed", (channel: string) => {
      if (channel === presence) resolve();
    }),
  );
  s.emit("subscribe", { channel: WIRE.private(`member.${memberId}`), auth });
  s.emit("subscribe", { channel: presence, auth });
  return joined;
}

function hears(s: Socket, event: string): Promise<unknown> {
  return new Promise((resolve) => s.once(event, (_channel: unknown, data: unknown) => resolve(data)));
}

describe("the login event carries no token", () => {
  it("a new /login tells the older socket the new token's fingerprint, and the older page logs out", async () => {
    const first = await h.token("agent01", "agent1234");
    const s1 = await connect();
    await subscribe(s1, first, 2);
    const heard: unknown[] = [];
    s1.onAny((_event: string, _channel: unknown, data: unknown) => heard.push(data));
    const told = hears(s1, EVENTS.login.name);
    const second = await h.token("agent01", "agent1234");
    const payload = EVENTS.login.schema.parse(await told);
    expect(payload).toEqual({ fingerprint: tokenFingerprint(second) });
    expect(JSON.stringify(heard)).not.toContain(second);
    // the older page sees another token and logs out (spec 001 §4); the new page, holding `second`, does not
    expect(loginElsewhere(payload, first)).toBe(true);
    expect(loginElsewhere(payload, second)).toBe(false);
  });

  it("so does the admin's login elsewhere, farewell included", async () => {
    const first = await h.token("newbie01", "newbie1234");
    const s1 = await connect();
    await subscribe(s1, first, 3);
    const told = hears(s1, EVENTS.login.name);
    const second = (await h.admin("login-elsewhere", { account: "newbie01" })).body.apiResponseData.token as string;
    expect(await told).toEqual({ fingerprint: tokenFingerprint(second) });
  });
});
