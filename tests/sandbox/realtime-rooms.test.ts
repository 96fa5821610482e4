// security: a socket may join only the public channels of spec 001 §7 without a token, and only so many
// channels at once. Before, any name was joined, so one client could open rooms without end.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, CURRENCIES, EVENTS, TEMPLATE_CHANNEL_TEMPLATES, WIRE } from "../../src/contract/index.ts";
import { MAX_CHANNELS_PER_SOCKET } from "../../sandbox/realtime/server.ts";
import { closeWithClients, connectSocket, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const sockets: Socket[] = [];
beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, sockets));

const connect = () => connectSocket(h, sockets);

/** The socket's refused subscriptions: channel → status of its subscription_error. */
function refusals(s: Socket): Map<string, number> {
  const seen = new Map<string, number>();
  s.on("subscription_error", (channel: string, e: { status: number }) => seen.set(channel, e.status));
  return seen;
}

const publicChannels = [
  CHANNELS.webMember,
  ...CURRENCIES.map((c) => CHANNELS.webApi(c)),
  ...TEMPLATE_CHANNEL_TEMPLATES.map((t) => CHANNELS.template(t)),
  CHANNELS.bobMobileTemplate,
];

describe("public channels: spec 001 §7's names only, and a cap per socket (security)", () => {
  it("refuses made-up public names with 404, and the allowed ones still receive their events", async () => {
    const s = await connect();
    const refused = refusals(s);
    const junk = Array.from({ length: 200 }, (_, i) => `room-${i}`);
    for (const channel of [...junk, "web_api.EUR", "evil_template", CHANNELS.webMember])
      s.emit("subscribe", { channel });
    await expect.poll(() => refused.size).toBe(202);
    expect(refused.get("room-7")).toBe(404);
    expect(refused.get("web_api.EUR")).toBe(404);
    expect(refused.has(CHANNELS.webMember)).toBe(false);
    const got = new Promise<unknown>((r) =>
      s.on(
        EVENTS.customerServiceLinkChange.name,
        (channel: string, data: unknown) => channel === "web_member" && r(data),
      ),
    );
    await h.admin("customer-service", { link: "/help" });
    await expect(got).resolves.toEqual({ link: "/help" });
  });

  it(`joins at most ${MAX_CHANNELS_PER_SOCKET} channels per socket; past that, 429`, async () => {
    expect(publicChannels.length).toBeLessThan(MAX_CHANNELS_PER_SOCKET);
    const token = await h.token("demo01", "demo1234");
    const s = await connect();
    const refused = refusals(s);
    for (const channel of publicChannels) s.emit("subscribe", { channel });
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    s.emit("subscribe", { channel: WIRE.private(CHANNELS.member(1)), auth });
    s.emit("subscribe", { channel: WIRE.private(CHANNELS.memberCurrency("INR")), auth });
    s.emit("subscribe", { channel: WIRE.presence(CHANNELS.presenceMember("INR")), auth });
    await expect.poll(() => refused.size).toBe(publicChannels.length + 3 - MAX_CHANNELS_PER_SOCKET);
    expect([...refused.values()]).toEqual(Array(refused.size).fill(429));
    // a channel already joined is no new room: subscribing again is not refused
    s.emit("subscribe", { channel: CHANNELS.webMember });
    s.emit("subscribe", { channel: "web_api.USD" });
    // the server answers in order: once this one is refused, the two before it were handled
    s.emit("subscribe", { channel: "room-last" });
    await expect.poll(() => refused.has("room-last")).toBe(true);
    expect(refused.has(CHANNELS.webMember)).toBe(false);
    expect(refused.has("web_api.USD")).toBe(false);
  });
});
