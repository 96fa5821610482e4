// Pure. What the page's real-time connection joins and what each event does (spec 001 §4, §7, §9).
// Channels follow the session; every event maps to effects through one table. No Echo, DOM or stores here.
import type * as z from "zod/mini";
import type { LocaleKey } from "../i18n/keys.ts";
import {
  CHANNELS,
  EVENTS,
  FORWARD_GAME_TRANSFER_DISABLED,
  TEMPLATE_CHANNEL_TEMPLATES,
  loginElsewhere,
  type EventDef,
} from "../../contract/realtime.ts";
import { tokenFingerprint } from "../../contract/token-fingerprint.ts";

export type ChannelKind = "public" | "private" | "presence";
export interface ChannelSpec {
  kind: ChannelKind;
  /** Name as passed to Echo (Echo adds "private-" / "presence-"). */
  name: string;
  /** Which events of the contract arrive on it. */
  scope: EventDef["channel"];
}

export interface PlanInput {
  /** The currency of the public web_api channel: the member's, else the site's. */
  siteCurrency: string;
  member: { memberId: number; currency: string } | null;
  /** The site's templates from /api/template_config; null until known. */
  templates?: { template: string; mobileTemplate: string } | null;
}

/** The mobile template that has no bob_mobile_template channel (spec 001 §7). */
export const ORIGIN_MOBILE_TEMPLATE = "origin_mobile";

/**
 * Public template channels (spec 001 §7): `{template}_template` for site02, suncity and apsport;
 * `bob_mobile_template` when the mobile template is not origin_mobile.
 */
export function templateChannels(t: { template: string; mobileTemplate: string } | null | undefined): ChannelSpec[] {
  if (!t) return [];
  const out: ChannelSpec[] = [];
  if ((TEMPLATE_CHANNEL_TEMPLATES as readonly string[]).includes(t.template))
    out.push({ kind: "public", name: CHANNELS.template(t.template), scope: "template" });
  if (t.mobileTemplate && t.mobileTemplate !== ORIGIN_MOBILE_TEMPLATE)
    out.push({ kind: "public", name: CHANNELS.bobMobileTemplate, scope: "bob_mobile_template" });
  return out;
}

/** Public channels always (the template ones once the templates are known); private member.{id}, member.{currency} and presence member.{currency} when logged in (spec 001 §7). */
export function channelPlan(input: PlanInput): ChannelSpec[] {
  const currency = input.member?.currency ?? input.siteCurrency;
  const out: ChannelSpec[] = [
    { kind: "public", name: CHANNELS.webMember, scope: "web_member" },
    { kind: "public", name: CHANNELS.webApi(currency), scope: "web_api" },
    ...templateChannels(input.templates),
  ];
  if (input.member) {
    out.push(
      { kind: "private", name: CHANNELS.member(input.member.memberId), scope: "member" },
      { kind: "private", name: CHANNELS.memberCurrency(input.member.currency), scope: "member_currency" },
      { kind: "presence", name: CHANNELS.presenceMember(input.member.currency), scope: "member_currency" },
    );
  }
  return out;
}

export function wireName(c: Pick<ChannelSpec, "kind" | "name">): string {
  return c.kind === "private" ? `private-${c.name}` : c.kind === "presence" ? `presence-${c.name}` : c.name;
}

/** Channels to leave and to join to go from `current` to `desired`. */
export function diffChannels(current: readonly ChannelSpec[], desired: readonly ChannelSpec[]) {
  const key = (c: ChannelSpec) => wireName(c);
  const want = new Set(desired.map(key));
  const have = new Set(current.map(key));
  return { leave: current.filter((c) => !want.has(key(c))), join: desired.filter((c) => !have.has(key(c))) };
}

/** Events of the contract that arrive on a channel of this scope. */
export function eventsFor(scope: EventDef["channel"]): EventDef[] {
  return Object.values(EVENTS).filter((e) => e.channel === scope);
}

/**
 * What the connector does itself for an event: the session's part (balance, logout, profile) and the notices.
 * Everything a feature does about an event, it does in its store, subscribed to lib/realtime/platform-events.ts.
 */
export type Effect =
  | { type: "toast"; level: "warning" | "error" | "info" | "success"; key: LocaleKey }
  | { type: "logout"; reason: "elsewhere" | "cleanCache" }
  | { type: "clearCaches" }
  | { type: "reload" }
  | { type: "setBalance"; cash: number; total: number | null }
  | { type: "refreshBalance" }
  | { type: "refreshProfile" }
  /** The member's channel may have missed events: the stores read again ("catch-up" platform event). */
  | { type: "catchUp" };

export interface EventContext {
  /** The token stored in this tab. */
  storedToken: string | null;
}

type Handler = (payload: never, ctx: EventContext) => Effect[];

function rule<E extends EventDef>(def: E, fn: (payload: z.output<E["schema"]>, ctx: EventContext) => Effect[]) {
  return { def, fn: fn as unknown as Handler };
}

/**
 * The event → session effects table (spec 001 §4 "Real-time session events"). Events without a session effect
 * (carousel, models, letters, game.url, red envelope, deposits …) are not here: their features subscribe to them.
 */
export const EVENT_TABLE = [
  // A login elsewhere with another token: warning already_login_msg and logout (compared by fingerprint, EVENTS.login).
  rule(EVENTS.login, (p, ctx) =>
    loginElsewhere(p, ctx.storedToken)
      ? [
          { type: "toast", level: "warning", key: "already_login_msg" },
          { type: "logout", reason: "elsewhere" },
        ]
      : [],
  ),
  // session.ended (our extension, account security): this session was ended from another one ("log out there").
  // Only the ended session's sockets hear it; the fingerprint is checked as well, so no other page logs out.
  rule(EVENTS.sessionEnded, (p, ctx) =>
    ctx.storedToken && p.fingerprint === tokenFingerprint(ctx.storedToken)
      ? [
          { type: "toast", level: "warning", key: "security.session_ended" },
          { type: "logout", reason: "elsewhere" },
        ]
      : [],
  ),
  // app_clean_cache: logout, clear caches, reload.
  rule(EVENTS.appCleanCache, () => [
    { type: "logout", reason: "cleanCache" },
    { type: "clearCaches" },
    { type: "reload" },
  ]),
  // member.cash: the balance (the launcher clears its quitting flag on the same event).
  rule(EVENTS.memberCash, (p) => [{ type: "setBalance", cash: p.cash, total: p.total ?? null }]),
  // forward_game.status 957: transfer-disabled notice; the launcher handles the other codes.
  rule(EVENTS.forwardGameStatus, (p) =>
    p.code === FORWARD_GAME_TRANSFER_DISABLED
      ? [{ type: "toast", level: "warning", key: "session.transfer_disabled" }]
      : [],
  ),
  rule(EVENTS.allTransferBack, () => [{ type: "refreshBalance" }]),
  // Player protection (our extension): a time-out, self-exclusion or the night block ended this session.
  rule(EVENTS.protectionEnded, (p) => [
    {
      type: "toast",
      level: "warning",
      key:
        p.reason === "time_out"
          ? "protection.ended.time_out"
          : p.reason === "self_exclusion"
            ? "protection.ended.self_exclusion"
            : "protection.ended.night_block",
    },
    { type: "logout", reason: "elsewhere" },
  ]),
  // A member at play is told before midnight India time that the game will stop (the night block, tn).
  rule(EVENTS.protectionWarning, () => [{ type: "toast", level: "warning", key: "protection.night.warning" }]),
  rule(EVENTS.profileUpdated, () => [{ type: "refreshProfile" }]),
  // agent_apply.status (our extension, src/contract/agent-apply.ts): the layout again (an approved member becomes
  // an active agent without a new login) and a notice of the decision.
  rule(EVENTS.agentApplyStatus, (p) => [
    { type: "refreshProfile" },
    ...(p.status === "pending"
      ? []
      : [
          p.status === "approved"
            ? ({ type: "toast", level: "success", key: "agentProgramme.apply.approvedToast" } as const)
            : ({ type: "toast", level: "info", key: "agentProgramme.apply.rejectedToast" } as const),
        ]),
  ]),
] as const;

/** The payload as the contract defines it, or null when it does not match (then the event does nothing). */
export function parseEvent<E extends EventDef>(def: E, payload: unknown): z.output<E["schema"]> | null {
  const parsed = def.schema.safeParse(payload);
  return parsed.success ? (parsed.data as z.output<E["schema"]>) : null;
}

/** Effects of one raw event payload; a payload that does not match the contract does nothing. */
export function effectsOf(def: EventDef, payload: unknown, ctx: EventContext): Effect[] {
  const parsed = parseEvent(def, payload);
  return parsed === null ? [] : effectsOfParsed(def, parsed, ctx);
}

/** Effects of a payload already parsed with its definition. */
export function effectsOfParsed<E extends EventDef>(
  def: E,
  parsed: z.output<E["schema"]>,
  ctx: EventContext,
): Effect[] {
  const entry = EVENT_TABLE.find((r) => (r.def as EventDef) === def);
  return entry ? entry.fn(parsed as never, ctx) : [];
}

/** spec 001 §7: if the member's real-time channel is missing 2 s after login, the member is logged out. */
export function memberChannelMissing(
  joinedWireNames: ReadonlySet<string>,
  refused: ReadonlySet<string>,
  memberId: number,
): boolean {
  const wire = `private-${CHANNELS.member(memberId)}`;
  return !joinedWireNames.has(wire) || refused.has(wire);
}

/**
 * What a member's page reads again when it may have missed events: the balance (member.cash), and through the
 * "catch-up" platform event what the stores show (the letter count for letter.sent/read/delete, the profile for
 * profile.updated). Spec 001 §4.
 */
const CATCH_UP: readonly Effect[] = [{ type: "refreshBalance" }, { type: "catchUp" }];

/**
 * What the page does when its real-time connection comes back after a drop (spec 001 §9
 * reconnection): Echo joins its channels again, but events sent while it was away are lost, so a member's
 * counts are read again (CATCH_UP). The first connection does nothing here: effectsOnMemberJoined covers it.
 */
export function effectsOnReconnect(firstConnect: boolean, member: boolean): Effect[] {
  if (firstConnect || !member) return [];
  return [...CATCH_UP];
}

/**
 * What the page does once the member's private channel has reached the server (after a page start or a
 * login): the balance, letters and profile were read while the subscribe was on its way, so a member.cash,
 * letter.sent or profile.updated sent in between was heard by no one; they are read again (CATCH_UP).
 */
export function effectsOnMemberJoined(): Effect[] {
  return [...CATCH_UP];
}
