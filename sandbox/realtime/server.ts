// A socket.io server speaking the laravel-echo-server protocol that laravel-echo 2.x's socket.io connector expects
// (verified against node_modules/laravel-echo/dist/echo.js):
// - client → server: "subscribe" / "unsubscribe" with { channel, auth: { headers: { Authorization } } },
//   "client event" with { channel, event: "client-…", data } (whispers on private/presence channels);
// - server → client: socket.emit(event, channel, data); Echo calls listeners when `channel` equals its wire name;
// - presence: "presence:subscribed" with [{ user_id, user_info }] to the joiner, "presence:joining" and
//   "presence:leaving" with { user_id, user_info } to the others;
// - refused private/presence subscriptions are not joined and get "subscription_error" (channel, { status: 403 }).
// Each socket remembers which token opened each of its private and presence channels, so revoking a token
// (logout, login elsewhere, password change) removes exactly those subscriptions (security).
// Presence members are shown by id only: the account name is not shared with every member of a currency.
import type http from "node:http";
import { Server, type Socket } from "socket.io";
import { CURRENCIES } from "../../src/contract/constants.ts";
import { CHANNELS, TEMPLATE_CHANNEL_TEMPLATES, WIRE } from "../../src/contract/realtime.ts";
import type { RealtimeSwitch } from "../admin/outage.ts";
import type { Emitter } from "../context.ts";
import type { Db } from "../db/index.ts";
import { memberForToken } from "../session.ts";

interface PresenceMember {
  user_id: number;
  user_info: { id: number };
}

/** Per socket: private/presence channel → the token that was authorised for it. */
type Grants = Map<string, string>;

function grantsOf(socket: Socket): Grants {
  const data = socket.data as { grants?: Grants };
  data.grants ??= new Map<string, string>();
  return data.grants;
}

const MEMBER_CHANNEL = /^private-member\.\d+$/;

interface SubscribeMessage {
  channel?: unknown;
  auth?: unknown;
}

const CHANNEL_NAME = /^[A-Za-z0-9_.\-=@]{1,120}$/;

/**
 * The public channels of spec 001 §7, the only ones a socket may join without a token: web_member,
 * web_api.{currency}, {template}_template for site02, suncity and apsport, bob_mobile_template. Any other name
 * was joined as well, so one client could make rooms without end (security).
 */
export const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([
  CHANNELS.webMember,
  ...CURRENCIES.map((c) => CHANNELS.webApi(c)),
  ...TEMPLATE_CHANNEL_TEMPLATES.map((t) => CHANNELS.template(t)),
  CHANNELS.bobMobileTemplate,
]);

/**
 * Most channels one socket may be in at once. The site needs seven (four public, two private, one presence);
 * past the cap a subscription is refused with subscription_error status 429.
 */
export const MAX_CHANNELS_PER_SOCKET = 16;

/** The channels a socket has joined (socket.io also puts each socket in a room named by its id). */
const joinedChannels = (socket: Socket) => [...socket.rooms].filter((r) => r !== socket.id).length;

function authorizationOf(msg: SubscribeMessage, socket: Socket): string | null {
  const fromMsg = (msg.auth as { headers?: Record<string, unknown> } | undefined)?.headers?.["Authorization"];
  const hs = socket.handshake.auth as { headers?: Record<string, unknown> } | undefined;
  const h = typeof fromMsg === "string" ? fromMsg : hs?.headers?.["Authorization"];
  if (typeof h !== "string") return null;
  return /^Bearer\s+(\S+)$/i.exec(h.trim())?.[1] ?? null;
}

export interface Realtime {
  emitter: Emitter;
  /** The admin control `realtime` (stop / start): see sandbox/admin/outage.ts. */
  switch: RealtimeSwitch;
  attach(server: http.Server): void;
  close(): Promise<void>;
}

export function createRealtime(db: Db, log: (m: string) => void): Realtime {
  let io: Server | null = null;
  /** False while the admin control `realtime` has the server stopped: handshakes are refused. */
  let accepting = true;
  /** presence channel → socket id → member */
  const presence = new Map<string, Map<string, PresenceMember>>();

  function emitTo(wire: string, event: string, data: unknown): void {
    io?.to(wire).emit(event, wire, data);
  }

  function leavePresence(socket: Socket, channel: string): void {
    const room = presence.get(channel);
    const me = room?.get(socket.id);
    if (!room || !me) return;
    room.delete(socket.id);
    if (![...room.values()].some((m) => m.user_id === me.user_id))
      socket.to(channel).emit("presence:leaving", channel, me);
    if (room.size === 0) presence.delete(channel);
  }

  function onSubscribe(socket: Socket, msg: SubscribeMessage): void {
    const channel = typeof msg?.channel === "string" ? msg.channel : "";
    if (!CHANNEL_NAME.test(channel)) return;
    const isPrivate = channel.startsWith(WIRE.privatePrefix);
    const isPresence = channel.startsWith(WIRE.presencePrefix);
    if (!socket.rooms.has(channel) && joinedChannels(socket) >= MAX_CHANNELS_PER_SOCKET) {
      socket.emit("subscription_error", channel, { status: 429 });
      return;
    }
    if (!isPrivate && !isPresence) {
      if (PUBLIC_CHANNELS.has(channel)) void socket.join(channel);
      else socket.emit("subscription_error", channel, { status: 404 });
      return;
    }
    const token = authorizationOf(msg, socket);
    const m = memberForToken(db, token);
    const allowed = m
      ? isPrivate
        ? [`private-member.${m.id}`, `private-member.${m.currency}`]
        : [`presence-member.${m.currency}`, `presence-presence-member.${m.currency}`]
      : [];
    if (!m || !allowed.includes(channel)) {
      socket.emit("subscription_error", channel, { status: m ? 403 : 401 });
      return;
    }
    void socket.join(channel);
    if (token) grantsOf(socket).set(channel, token);
    if (isPresence) {
      let room = presence.get(channel);
      if (!room) presence.set(channel, (room = new Map<string, PresenceMember>()));
      const me: PresenceMember = { user_id: m.id, user_info: { id: m.id } };
      const already = [...room.values()].some((x) => x.user_id === m.id);
      room.set(socket.id, me);
      const unique = new Map([...room.values()].map((x) => [x.user_id, x]));
      socket.emit("presence:subscribed", channel, [...unique.values()]);
      if (!already) socket.to(channel).emit("presence:joining", channel, me);
    }
  }

  return {
    emitter: {
      toMember: (id, event, data) => emitTo(WIRE.private(`member.${id}`), event, data),
      toCurrency: (currency, event, data) => emitTo(WIRE.private(`member.${currency}`), event, data),
      toPublic: (channel, event, data) => emitTo(channel, event, data),
      dropTokens(tokens, farewell) {
        if (!io || tokens.length === 0) return;
        const revoked = new Set(tokens);
        for (const socket of io.sockets.sockets.values()) {
          const grants = grantsOf(socket);
          const channels = [...grants].filter(([, t]) => revoked.has(t)).map(([c]) => c);
          for (const channel of channels) {
            if (farewell && MEMBER_CHANNEL.test(channel)) socket.emit(farewell.event, channel, farewell.data);
            leavePresence(socket, channel);
            void socket.leave(channel);
            grants.delete(channel);
          }
        }
      },
    },
    switch: {
      setAccepting(on) {
        accepting = on;
        if (on || !io) return;
        // Close at the transport, not with a socket.io "disconnect" (after which a client would not reconnect):
        // the clients see the server gone and keep retrying, as when a real server goes down.
        for (const socket of io.of("/").sockets.values()) socket.conn.close();
      },
      isAccepting: () => accepting,
    },
    attach(server) {
      if (io) return;
      io = new Server(server, {
        path: "/socket.io",
        cors: { origin: true, credentials: true },
        serveClient: false,
        allowRequest: (_req, callback) => callback(accepting ? null : "real-time server stopped", accepting),
      });
      io.on("connection", (socket) => {
        socket.on("subscribe", (msg: SubscribeMessage) => {
          try {
            onSubscribe(socket, msg);
          } catch (e) {
            log(`realtime subscribe failed: ${String(e)}`);
          }
        });
        socket.on("unsubscribe", (msg: SubscribeMessage) => {
          const channel = typeof msg?.channel === "string" ? msg.channel : "";
          leavePresence(socket, channel);
          void socket.leave(channel);
          grantsOf(socket).delete(channel);
        });
        socket.on("client event", (msg: { channel?: unknown; event?: unknown; data?: unknown }) => {
          const { channel, event } = msg ?? {};
          if (typeof channel !== "string" || typeof event !== "string" || !event.startsWith("client-")) return;
          if (!(channel.startsWith(WIRE.privatePrefix) || channel.startsWith(WIRE.presencePrefix))) return;
          if (!socket.rooms.has(channel)) return;
          socket.to(channel).emit(event, channel, msg.data);
        });
        socket.on("disconnecting", () => {
          for (const room of socket.rooms) leavePresence(socket, room);
        });
      });
    },
    async close() {
      if (!io) return;
      const s = io;
      io = null;
      s.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        // io.close() also closes the http server it is attached to; the owner of that server closes it.
        s.engine.close();
        resolve();
      });
    },
  };
}
