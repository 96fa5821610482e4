// Pure. What the page's real-time connection joins and what each event does (spec 001 §4, §7, §9).
// Channels follow the session; every event maps to effects through one table. No Echo, DOM or stores here.
import type { z } from "zod";
import type { LocaleKey } from "../i18n/keys.ts";
import {
  CHANNELS,
  EVENTS,
  FORWARD_GAME_TRANSFER_DISABLED,
  TEMPLATE_CHANNEL_TEMPLATES,
  loginElsewhere,
  type EventDef,
} from "../../contract/realtime.ts";

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

export type Effect =
  | { type: "toast"; level: "warning" | "error" | "info" | "success"; key: LocaleKey }
  | { type: "logout"; reason: "elsewhere" | "cleanCache" }
  | { type: "clearCaches" }
  | { type: "reload" }
  | { type: "setBalance"; cash: number; total: number | null }
  | { type: "refreshBalance" }
  | { type: "refreshProfile" }
  | { type: "clearQuitting" }
  | {
      type: "emit";
      event:
        "letters" | "profile" | "transferDisabled" | "modelSettings" | "modelSponsor" | "modelLogin" | "redEnvelope";
    }
  | { type: "forwardGameStatus"; code: number; message?: string }
  | { type: "gameUrl"; url: string; gpId: string; gameCode: string }
  /** carousel_picture.url: the banners of this use_type (all when absent) changed (spec 001 §7). */
  | { type: "carousel"; useType: number | null }
  /** customer_service_link_change: the customer-service link is now `link` ("" for none) (spec 001 §7). */
  | { type: "customerService"; link: string }
  | { type: "adPixel"; event: "e_first_pay" | "e_pay"; orderNumber: string; amount: number };

export interface EventContext {
  /** The token stored in this tab. */
  storedToken: string | null;
  /** "ios" / "android" inside the native apps, else "web". */
  platform: "ios" | "android" | "web";
  /** Whether the member-centre (user) window is open. */
  userWindowOpen: boolean;
  /** The page's language code (en_US…): language-tagged template events apply only when it matches. */
  language: string;
}

/** The model list each template event refreshes, and the only channel it counts on (spec 001 §7). */
export const MODEL_EVENT_LISTS = {
  "model_settings.url": { scope: "template", list: "modelSettings" },
  "model_sponsor.url": { scope: "bob_mobile_template", list: "modelSponsor" },
  "model_login.url": { scope: "bob_mobile_template", list: "modelLogin" },
} as const satisfies Record<string, { scope: EventDef["channel"]; list: string }>;
export type ModelList = (typeof MODEL_EVENT_LISTS)[keyof typeof MODEL_EVENT_LISTS]["list"];

/** "hi-IN", "HI_in" and "hi_IN" name one language. */
function sameLanguage(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace("-", "_").toLowerCase();
  return a.trim() !== "" && norm(a) === norm(b);
}

/**
 * Which list a model event refreshes (spec 001 §7): model_settings.url on {template}_template refreshes the
 * ads, model_sponsor.url and model_login.url on bob_mobile_template the sponsors and login models, each only
 * when the event's language is the page's; any other event, channel or language refreshes nothing.
 */
export function modelListToRefresh(
  channel: EventDef["channel"],
  eventName: string,
  eventLanguage: string,
  pageLanguage: string,
): ModelList | null {
  const entry = (MODEL_EVENT_LISTS as Record<string, { scope: EventDef["channel"]; list: ModelList }>)[eventName];
  if (!entry || entry.scope !== channel) return null;
  return sameLanguage(eventLanguage, pageLanguage) ? entry.list : null;
}

function modelRefresh(def: EventDef, eventLanguage: string, pageLanguage: string): Effect[] {
  const list = modelListToRefresh(def.channel, def.name, eventLanguage, pageLanguage);
  return list ? [{ type: "emit", event: list }] : [];
}

type Handler = (payload: never, ctx: EventContext) => Effect[];

function rule<E extends EventDef>(def: E, fn: (payload: z.output<E["schema"]>, ctx: EventContext) => Effect[]) {
  return { def, fn: fn as unknown as Handler };
}

/** The event → effects table (spec 001 §4 "Real-time session events"). */
export const EVENT_TABLE = [
  // Public web_member / web_api.{currency} (spec 001 §7): the carousel and the Support links refresh.
  rule(EVENTS.carouselPictureUrl, (p) => [{ type: "carousel", useType: p.use_type ?? null }]),
  rule(EVENTS.customerServiceLinkChange, (p) => [{ type: "customerService", link: p.link }]),
  // A login elsewhere with another token: warning already_login_msg and logout (compared by fingerprint, EVENTS.login).
  rule(EVENTS.login, (p, ctx) =>
    loginElsewhere(p, ctx.storedToken)
      ? [
          { type: "toast", level: "warning", key: "already_login_msg" },
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
  // member.cash: the balance, and the quitting-game flag clears.
  rule(EVENTS.memberCash, (p) => [
    { type: "setBalance", cash: p.cash, total: p.total ?? null },
    { type: "clearQuitting" },
  ]),
  // forward_game.status 957: transfer-disabled notice; other codes go to start-game status handling.
  rule(EVENTS.forwardGameStatus, (p) =>
    p.code === FORWARD_GAME_TRANSFER_DISABLED
      ? [
          { type: "toast", level: "warning", key: "session.transfer_disabled" },
          { type: "emit", event: "transferDisabled" },
        ]
      : [
          p.message === undefined
            ? { type: "forwardGameStatus", code: p.code }
            : { type: "forwardGameStatus", code: p.code, message: p.message },
        ],
  ),
  // game.url: the address of the game play1 started ends the launcher's "starting" (spec 000 §4).
  rule(EVENTS.gameUrl, (p) => [{ type: "gameUrl", url: p.url, gpId: p.gp_id, gameCode: p.game_code }]),
  rule(EVENTS.letterSent, () => [{ type: "emit", event: "letters" }]),
  rule(EVENTS.letterRead, () => [{ type: "emit", event: "letters" }]),
  rule(EVENTS.letterDelete, () => [{ type: "emit", event: "letters" }]),
  // Template events refresh their lists only when their language is the page's (spec 001 §7).
  rule(EVENTS.modelSettingsUrl, (p, ctx) => modelRefresh(EVENTS.modelSettingsUrl, p.language, ctx.language)),
  rule(EVENTS.modelSponsorUrl, (p, ctx) => modelRefresh(EVENTS.modelSponsorUrl, p.language, ctx.language)),
  rule(EVENTS.modelLoginUrl, (p, ctx) => modelRefresh(EVENTS.modelLoginUrl, p.language, ctx.language)),
  rule(EVENTS.allTransferBack, () => [{ type: "refreshBalance" }]),
  // RedEnvelopeDisplay on member.{currency}: the red envelope is read again (spec 001 §7).
  rule(EVENTS.redEnvelopeDisplay, () => [{ type: "emit", event: "redEnvelope" }]),
  rule(EVENTS.profileUpdated, () => [{ type: "refreshProfile" }, { type: "emit", event: "profile" }]),
  // member_deposit.success: ad-pixel purchase events when the user window is closed and not in the ios/android app;
  // deposit_times 1 is the first payment.
  rule(EVENTS.memberDepositSuccess, (p, ctx) =>
    ctx.platform === "web" && !ctx.userWindowOpen
      ? [
          {
            type: "adPixel",
            event: p.deposit_times === 1 ? "e_first_pay" : "e_pay",
            orderNumber: p.order_number,
            amount: p.deposit_amount,
          },
        ]
      : [],
  ),
] as const;

/** Effects of one raw event payload; a payload that does not match the contract does nothing. */
export function effectsOf(def: EventDef, payload: unknown, ctx: EventContext): Effect[] {
  const entry = EVENT_TABLE.find((r) => r.def === def);
  if (!entry) return [];
  const parsed = def.schema.safeParse(payload);
  if (!parsed.success) return [];
  return entry.fn(parsed.data as never, ctx);
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
 * What a member's page reads again when it may have missed events: the balance (member.cash), the letter count
 * (letter.sent/read/delete, the "letters" session event) and, on a page that shows it, the profile
 * (profile.updated, the "profile" session event; heard only by the profile store). Spec 001 §4.
 */
const CATCH_UP: readonly Effect[] = [
  { type: "refreshBalance" },
  { type: "emit", event: "letters" },
  { type: "emit", event: "profile" },
];

/**
 * What the page does when its real-time connection comes back after a drop (issue 8, faults; spec 001 §9
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
