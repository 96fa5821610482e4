// Browser. The page's one real-time connection (laravel-echo over socket.io-client), created once by whichever
// island starts it first (spec 001 §7, §9). Channels follow $session; each event, parsed with its contract
// definition, runs its session effects (realtime.machine.ts) and is then published on the typed platform event
// stream (platform-events.ts), where the features' stores hear it.
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { EVENTS, listenName } from "../../contract/realtime.ts";
import { siteCalls } from "../../contract/site.ts";
import { callApi } from "../api/index.ts";
import { readBoot } from "../boot/boot.ts";
import { REALTIME_RECONNECT, TIMING } from "../config/constants.ts";
import type { LocaleKey } from "../i18n/keys.ts";
import { $session, logout, refreshBalance, refreshLayout, setBalance } from "../session/session.store.ts";
import { platformEvents, type PlatformEvents } from "./platform-events.ts";
import {
  channelPlan,
  diffChannels,
  effectsOfParsed,
  effectsOnMemberJoined,
  effectsOnReconnect,
  eventsFor,
  memberChannelMissing,
  parseEvent,
  wireName,
  type ChannelSpec,
  type Effect,
  type EventContext,
} from "./realtime.machine.ts";

/** The part of Echo the connector uses (a fake in tests). */
export interface EchoLike {
  channel(name: string): ChannelLike;
  private(name: string): ChannelLike;
  join(name: string): ChannelLike;
  leaveChannel(wireName: string): void;
  disconnect(): void;
  connector: {
    options: { auth?: { headers?: Record<string, string> } };
    channels: Record<string, unknown>;
    socket?: { on(event: string, fn: (...args: unknown[]) => void): unknown };
  };
}

/** How long a caller waits for the real-time connection before going on anyway. */
const CONNECT_WAIT_MS = 8_000;

/** How long a caller waits for queued subscribes to reach the server once connected. */
const FLUSH_WAIT_MS = 2_000;

/**
 * What the connector reads of socket.io-client's socket and its manager (`socket.io`), through their public
 * events only: the manager's "open" (a new engine.io socket, on each reconnection) and the engine's
 * "packetCreate" (a packet handed to it to write) and "drain" (everything handed to it is written).
 */
interface SocketLike {
  connected?: boolean;
  once?: (e: string, fn: () => void) => void;
  io?: { engine?: EngineLike; on?: (e: "open", fn: () => void) => unknown };
}
interface EngineLike {
  on?: (e: "packetCreate" | "drain", fn: () => void) => unknown;
  once?: (e: "drain", fn: () => void) => unknown;
}

/** Packets each engine was handed and has not written yet, counted by the connector itself. */
const unwritten = new WeakMap<EngineLike, { count: number }>();

function countWrites(engine: EngineLike | undefined): void {
  if (!engine || unwritten.has(engine) || typeof engine.on !== "function") return;
  const writes = { count: 0 };
  unwritten.set(engine, writes);
  engine.on("packetCreate", () => {
    writes.count++;
  });
  engine.on("drain", () => {
    writes.count = 0;
  });
}

/** Counts the writes of the socket's engine, and of the engine each reconnection brings. */
function watchWrites(socket: SocketLike | undefined): void {
  const manager = socket?.io;
  if (!manager) return;
  countWrites(manager.engine);
  manager.on?.("open", () => countWrites(manager.engine));
}

/**
 * Resolves once everything the socket has handed its engine has been written to the server: engine.io's
 * "drain" fires when its write buffer is flushed (for long polling, when the POST that carried it has been
 * answered, so the server has joined the channel). Null when nothing is waiting to be written.
 */
function flushed(socket: SocketLike): Promise<void> | null {
  const engine = socket.io?.engine;
  const pending = engine ? (unwritten.get(engine)?.count ?? 0) : 0;
  if (pending === 0 || typeof engine?.once !== "function") return null;
  const once = engine.once.bind(engine);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_WAIT_MS);
    once("drain", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Resolves once the subscribes the page has asked for have reached the real-time server: the socket is
 * connected and its queued messages written (bounded: CONNECT_WAIT_MS, then FLUSH_WAIT_MS). Null when there is
 * nothing to wait for (connected with nothing queued, or no socket to watch). An event the platform sends
 * before that moment reaches no one: play1 waits for it (game.url, spec 000 §4), and the member's counts are
 * read again after it (catchUpAfterJoin below).
 */
export function subscriptionsReached(echo: EchoLike | null): Promise<void> | null {
  const socket = echo?.connector.socket as SocketLike | undefined;
  if (!socket || typeof socket.once !== "function") return null;
  if (socket.connected) return flushed(socket);
  const once = socket.once.bind(socket);
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    once("connect", () => {
      clearTimeout(timer);
      // The buffered subscribe is handed to the engine on connect, in the same task: wait for it to be written.
      void Promise.resolve()
        .then(() => flushed(socket))
        .then(() => resolve());
    });
  });
}
export interface ChannelLike {
  listen(event: string, fn: (payload: unknown) => void): unknown;
}

export interface RealtimeOptions {
  createEcho?: (authorization: string | null) => EchoLike;
  host?: string;
  siteCurrency?: string;
}

interface Connection {
  echo: EchoLike;
  joined: ChannelSpec[];
  refused: Set<string>;
  stop: () => void;
  graceTimer: ReturnType<typeof setTimeout> | undefined;
  templates: { template: string; mobileTemplate: string } | null;
  /** Aborted when the connection stops (cancels the template lookup). */
  closed: AbortController;
}

const GLOBAL_KEY = "__lobbyRealtime";
type GlobalSlot = { [GLOBAL_KEY]?: Connection };

function slot(): GlobalSlot {
  return globalThis as unknown as GlobalSlot;
}

function defaultEcho(host: string, authorization: string | null): EchoLike {
  return new Echo<"socket.io">({
    broadcaster: "socket.io",
    client: io,
    host,
    auth: { headers: authorization ? { Authorization: authorization } : {} },
    ...REALTIME_RECONNECT,
    reconnection: true,
  });
}

function authorization(): string | null {
  const s = $session.get();
  return s.status === "member" ? `Bearer ${s.member.token}` : null;
}

function demoSession(): boolean {
  try {
    return readBoot().config.isDemo;
  } catch {
    return false;
  }
}

function context(): EventContext {
  const s = $session.get();
  return { storedToken: s.status === "member" ? s.member.token : null };
}

async function clearCaches(): Promise<void> {
  try {
    if (typeof caches !== "undefined") for (const k of await caches.keys()) await caches.delete(k);
  } catch {
    // nothing cached
  }
  try {
    sessionStorage.clear();
  } catch {
    // blocked
  }
}

export type RealtimeNotifier = (level: "warning" | "error" | "info" | "success", key: LocaleKey) => void;
let notify: RealtimeNotifier = () => undefined;
/** The UI installs how a real-time notice is shown (lib reaches no components: DESIGN import rule). */
export function setRealtimeNotifier(fn: RealtimeNotifier): void {
  notify = fn;
}

/** Runs the effects of one event (the impure half of the table). */
export function runEffects(effects: readonly Effect[]): void {
  for (const e of effects) {
    switch (e.type) {
      case "toast":
        notify(e.level, e.key);
        break;
      case "logout":
        // spec 001 §4: a logout goes to / (the warning toast is carried there); app_clean_cache reloads instead.
        void logout({ reason: e.reason, callServer: false, navigate: e.reason !== "cleanCache" });
        break;
      case "clearCaches":
        void clearCaches();
        break;
      case "reload":
        setTimeout(() => window.location.reload(), 50);
        break;
      case "setBalance":
        setBalance(e.cash, e.total);
        break;
      case "refreshBalance":
        void refreshBalance();
        break;
      case "refreshProfile":
        void refreshLayout();
        break;
      case "catchUp":
        platformEvents.emit("catch-up");
        break;
    }
  }
}

function joinChannel(conn: Connection, spec: ChannelSpec): void {
  const ch =
    spec.kind === "private"
      ? conn.echo.private(spec.name)
      : spec.kind === "presence"
        ? conn.echo.join(spec.name)
        : conn.echo.channel(spec.name);
  if (spec.kind === "presence") return; // presence is joined for the member count only
  const wire = wireName(spec);
  for (const def of eventsFor(spec.scope)) {
    ch.listen(listenName(def), (payload) => {
      // A channel this page has left (the previous member's, after a switch) may still deliver a last event on
      // its way: it speaks of someone who is no longer here.
      if (!conn.joined.some((c) => wireName(c) === wire)) return;
      const parsed = parseEvent(def, payload);
      if (parsed === null) return; // not what the contract defines: nothing happens
      runEffects(effectsOfParsed(def, parsed, context()));
      // The features' part: each store subscribed to this event in its onMount.
      (platformEvents.emit as (name: keyof PlatformEvents, p: unknown) => void)(
        def.name as keyof PlatformEvents,
        parsed,
      );
    });
  }
}

/**
 * The member's balance and letters are read when the page starts or the login completes, while the member
 * channel's subscribe may still be on its way: a member.cash or letter.sent in between reached no one. Once
 * the subscribe has reached the server, they are read again (effectsOnMemberJoined).
 */
function catchUpAfterJoin(conn: Connection, memberId: number): void {
  const socket = conn.echo.connector.socket as SocketLike | undefined;
  if (!socket || typeof socket.once !== "function") return; // nothing to watch (a fake connection)
  void Promise.resolve(subscriptionsReached(conn.echo)).then(() => {
    const now = $session.get();
    if (slot()[GLOBAL_KEY] !== conn || now.status !== "member" || now.member.memberId !== memberId) return;
    runEffects(effectsOnMemberJoined());
  });
}

/** The site's templates decide the template channels (spec 001 §7); asked once per page. */
async function loadTemplates(conn: Connection, siteId: number, siteCurrency: string): Promise<void> {
  try {
    const t = await callApi(siteCalls.templateConfig, { site_id: siteId }, { signal: conn.closed.signal });
    if (slot()[GLOBAL_KEY] !== conn) return;
    conn.templates = { template: t.template, mobileTemplate: t.mobile_template };
    sync(conn, siteCurrency);
  } catch {
    // Without the templates only the template channels are missing; the rest of the connection works.
  }
}

function sync(conn: Connection, siteCurrency: string): void {
  const s = $session.get();
  // A demo session (IS_DEMO) has no platform member behind it: public channels only.
  const member =
    s.status === "member" && !demoSession() ? { memberId: s.member.memberId, currency: s.member.currency } : null;
  const headers = (conn.echo.connector.options.auth ??= {}).headers ?? {};
  conn.echo.connector.options.auth.headers = headers;
  const auth = authorization();
  if (auth) headers["Authorization"] = auth;
  else delete headers["Authorization"];
  const desired = channelPlan({ siteCurrency, member, templates: conn.templates });
  const { leave, join } = diffChannels(conn.joined, desired);
  for (const c of leave) conn.echo.leaveChannel(wireName(c));
  for (const c of join) {
    conn.refused.delete(wireName(c));
    joinChannel(conn, c);
  }
  conn.joined = desired;
  const joinsMember = join.some((c) => c.scope === "member");
  // A re-sync that only adds public channels (the templates arriving) keeps a pending 2 s check.
  if (!member || joinsMember) {
    if (conn.graceTimer) clearTimeout(conn.graceTimer);
    conn.graceTimer = undefined;
  }
  if (member && joinsMember) {
    catchUpAfterJoin(conn, member.memberId);
    // spec 001 §7: the member's channel missing after 2 s logs the member out.
    conn.graceTimer = setTimeout(() => {
      const now = $session.get();
      if (now.status !== "member" || now.member.memberId !== member.memberId) return;
      const names = new Set(Object.keys(conn.echo.connector.channels));
      if (memberChannelMissing(names, conn.refused, member.memberId))
        void logout({ reason: "channelMissing", callServer: false });
    }, TIMING.realtimeChannelGraceMs);
  }
}

/** Starts the page's connection once; later calls return the same one. */
export function startRealtime(options: RealtimeOptions = {}): EchoLike | null {
  if (typeof window === "undefined") return null;
  const existing = slot()[GLOBAL_KEY];
  if (existing) return existing.echo;
  let boot: ReturnType<typeof readBoot> | null = null;
  try {
    boot = readBoot();
  } catch {
    boot = null;
  }
  const host = options.host ?? (boot?.config.realtimeUrl || window.location.origin);
  const siteCurrency = options.siteCurrency ?? boot?.currency ?? "INR";
  const echo = options.createEcho ? options.createEcho(authorization()) : defaultEcho(host, authorization());
  const conn: Connection = {
    echo,
    joined: [],
    refused: new Set(),
    stop: () => undefined,
    graceTimer: undefined,
    templates: null,
    closed: new AbortController(),
  };
  watchWrites(echo.connector.socket as SocketLike | undefined);
  echo.connector.socket?.on("subscription_error", (channel: unknown) => {
    if (typeof channel === "string") conn.refused.add(channel);
  });
  let connectedBefore = false;
  echo.connector.socket?.on("connect", () => {
    const first = !connectedBefore;
    connectedBefore = true;
    runEffects(effectsOnReconnect(first, $session.get().status === "member" && !demoSession()));
  });
  slot()[GLOBAL_KEY] = conn;
  sync(conn, siteCurrency);
  let lastKey = sessionKey();
  const unsubscribe = $session.listen(() => {
    const key = sessionKey();
    if (key === lastKey) return;
    lastKey = key;
    sync(conn, siteCurrency);
  });
  void loadTemplates(conn, boot?.config.siteId ?? 1, siteCurrency);
  conn.stop = () => {
    conn.closed.abort();
    unsubscribe();
    if (conn.graceTimer) clearTimeout(conn.graceTimer);
    echo.disconnect();
  };
  return echo;
}

function sessionKey(): string {
  const s = $session.get();
  return s.status === "member" ? `${s.member.memberId}|${s.member.currency}|${s.member.token}` : "";
}

/** The wire names of the channels currently joined (tests and e2e diagnostics). */
export function joinedChannels(): string[] {
  return (slot()[GLOBAL_KEY]?.joined ?? []).map(wireName);
}

/** Tests only. */
export function stopRealtimeForTests(): void {
  slot()[GLOBAL_KEY]?.stop();
  delete slot()[GLOBAL_KEY];
}

export { EVENTS };
