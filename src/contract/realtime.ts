// Ships to server and browser, and is imported by the sandbox. Real-time channels and events (spec 001 §4, §7).
// Wire protocol (laravel-echo 2.x socket.io connector, verified against node_modules/laravel-echo/dist/echo.js):
// - echo.channel(name) subscribes `name`; echo.private(name) subscribes `private-${name}`;
//   echo.join(name) subscribes `presence-${name}`. The client emits `subscribe` / `unsubscribe` with
//   `{ channel, auth: { headers: { Authorization: "Bearer <token>" } } }`.
// - The server emits `socket.emit(event, channel, data)`; Echo routes it when `channel` equals the wire name.
// - Echo's EventFormatter: a name starting with "." is used raw (".game.url" -> "game.url"); otherwise it is
//   prefixed with the namespace "App.Events" and dots become backslashes ("GameUrl" -> "App\\Events\\GameUrl").
//   Every event below is emitted under its raw name; listen with `.listen("." + event.name, ...)` (see `listenName`).
// - Presence: `presence:subscribed` with `[{ user_id, user_info }]`, `presence:joining` / `presence:leaving`
//   with `{ user_id, user_info }`.
import { z } from "./zod.ts";
import { CurrencySchema, MoneySchema } from "./common.ts";
import { GpIdSchema } from "./games.ts";
import { OptionalLinkSchema, RelativeOrHttpUrlSchema } from "./url.ts";
import { tokenFingerprint } from "./token-fingerprint.ts";
import { PROTECTION_EVENT, PROTECTION_WARNING_EVENT, ProtectionEventSchema } from "./protection.ts";

/** Channel names as the site passes them to Echo (spec 001 §7). */
export const CHANNELS = {
  webMember: "web_member",
  webApi: (currency: string) => `web_api.${currency}`,
  template: (template: string) => `${template}_template`,
  bobMobileTemplate: "bob_mobile_template",
  /** Private: echo.private(CHANNELS.member(id)) -> wire "private-member.5". */
  member: (memberId: number | string) => `member.${memberId}`,
  /** Private: echo.private(CHANNELS.memberCurrency("INR")) -> wire "private-member.INR". */
  memberCurrency: (currency: string) => `member.${currency}`,
  /** Presence: echo.join(CHANNELS.presenceMember("INR")) -> wire "presence-member.INR" (Echo adds "presence-"). */
  presenceMember: (currency: string) => `member.${currency}`,
} as const;

/** Templates that have a {template}_template channel (spec 001 §7). */
export const TEMPLATE_CHANNEL_TEMPLATES = ["site02", "suncity", "apsport"] as const;

/** Wire names (what the socket carries). */
export const WIRE = {
  privatePrefix: "private-",
  presencePrefix: "presence-",
  private: (name: string) => `private-${name}`,
  presence: (name: string) => `presence-${name}`,
} as const;

export type ChannelKind = "public" | "private" | "presence";

export interface EventDef<S extends z.ZodMiniType = z.ZodMiniType, N extends string = string> {
  /** Raw event name on the wire (kept as its literal type: the site's platform event stream is keyed by it). */
  readonly name: N;
  readonly schema: S;
  readonly channel: "web_member" | "web_api" | "template" | "bob_mobile_template" | "member" | "member_currency";
}

function defineEvent<S extends z.ZodMiniType, const N extends string>(def: EventDef<S, N>): EventDef<S, N> {
  return def;
}

/** Echo listen name for an event def: the leading dot makes Echo skip the App.Events namespace. */
export function listenName(def: EventDef): string {
  return "." + def.name;
}

export const LanguageTaggedSchema = z.object({ language: z.string() });
export type EventPayload<E extends EventDef> = z.output<E["schema"]>;

export const EVENTS = {
  // web_member (public)
  customerServiceLinkChange: defineEvent({
    name: "customer_service_link_change",
    channel: "web_member",
    schema: z.object({ link: OptionalLinkSchema }), // payload not shown: our decision
  }),
  // web_api.{currency} (public)
  carouselPictureUrl: defineEvent({
    name: "carousel_picture.url",
    channel: "web_api",
    schema: z.object({ use_type: z.optional(z.int()) }), // payload not shown: our decision
  }),
  // {template}_template and bob_mobile_template (public), language-tagged (spec 001 §3)
  modelSettingsUrl: defineEvent({ name: "model_settings.url", channel: "template", schema: LanguageTaggedSchema }),
  modelSponsorUrl: defineEvent({
    name: "model_sponsor.url",
    channel: "bob_mobile_template",
    schema: LanguageTaggedSchema,
  }),
  modelLoginUrl: defineEvent({ name: "model_login.url", channel: "bob_mobile_template", schema: LanguageTaggedSchema }),
  // member.{member_id} (private), spec 001 §4
  /**
   * spec 001 §3 "login event has token", §4 "a token different from the stored one: warning and logout". Our
   * extension (security): the event carries no token but its `fingerprint` (tokenFingerprint), because a new
   * login's token sent to the member's older sockets would hand the new session to whoever holds an old one.
   * The site compares fingerprints (loginElsewhere); a platform that sends `token` as the spec says is still
   * understood.
   */
  login: defineEvent({
    name: "login",
    channel: "member",
    schema: z.object({ fingerprint: z.optional(z.string().check(z.maxLength(64))), token: z.optional(z.string()) }),
  }),
  appCleanCache: defineEvent({ name: "app_clean_cache", channel: "member", schema: z.object({}) }),
  /**
   * OUR EXTENSION (account security, src/contract/security.ts): a session was ended from another one ("log out
   * there", "log out everywhere else"). Only the ended session's sockets hear it, before they leave the member's
   * channels; `fingerprint` names that session (tokenFingerprint), so a page ends only its own session.
   */
  sessionEnded: defineEvent({
    name: "session.ended",
    channel: "member",
    schema: z.object({
      fingerprint: z.string().check(z.maxLength(64)),
      reason: z.optional(z.string().check(z.maxLength(32))),
    }),
  }),
  /** `cash` is the main wallet (as layout.member_cash); `total` adds every provider wallet (our addition). */
  memberCash: defineEvent({
    name: "member.cash",
    channel: "member",
    schema: z.object({ cash: MoneySchema, total: z.optional(MoneySchema) }),
  }),
  forwardGameStatus: defineEvent({
    name: "forward_game.status",
    channel: "member",
    schema: z.object({ code: z.int(), message: z.optional(z.string()) }),
  }),
  letterSent: defineEvent({ name: "letter.sent", channel: "member", schema: z.object({ id: z.int() }) }),
  letterRead: defineEvent({ name: "letter.read", channel: "member", schema: z.object({ id: z.int() }) }),
  letterDelete: defineEvent({
    name: "letter.delete",
    channel: "member",
    schema: z.object({ id: z.array(z.int()) }),
  }),
  allTransferBack: defineEvent({
    name: "all_transfer_back",
    channel: "member",
    schema: z.object({ cash: MoneySchema }), // payload not shown: our decision, the new main-wallet balance
  }),
  profileUpdated: defineEvent({ name: "profile.updated", channel: "member", schema: z.object({}) }),
  /**
   * OUR EXTENSION (src/contract/agent-apply.ts): the operator decided the member's agent application. The site
   * reads the layout again, so an approved member's pages show agent_active 1 without a new login.
   */
  agentApplyStatus: defineEvent({
    name: "agent_apply.status",
    channel: "member",
    schema: z.object({ status: z.enum(["pending", "approved", "rejected"]) }),
  }),
  memberDepositSuccess: defineEvent({
    name: "member_deposit.success",
    channel: "member",
    schema: z.object({ order_number: z.string(), deposit_amount: MoneySchema, deposit_times: z.int() }),
  }),
  /** The game URL after play1 (spec 000 §4); shape is our decision. */
  gameUrl: defineEvent({
    name: "game.url",
    channel: "member",
    schema: z.object({ url: RelativeOrHttpUrlSchema, gp_id: GpIdSchema, game_code: z.string() }),
  }),
  /**
   * OUR EXTENSION (player protection, src/contract/limits.ts): a reality check is due and unanswered, and the
   * provider held a round for it. The site shows the check at once, even while the game runs in a window of its own.
   */
  realityCheckDue: defineEvent({
    name: "reality_check.due",
    channel: "member",
    schema: z.object({ due_at: z.string().check(z.maxLength(40)) }),
  }),
  // member.{currency} (private)
  /**
   * OUR EXTENSION (player protection, src/contract/protection.ts): the member's session ends because a time-out
   * or self-exclusion started (in another tab) or the night block began; the site says why and logs out.
   */
  protectionEnded: defineEvent({ name: PROTECTION_EVENT, channel: "member", schema: ProtectionEventSchema }),
  /** OUR EXTENSION: a few minutes before the night block, to a member at play: the game will stop at midnight. */
  protectionWarning: defineEvent({ name: PROTECTION_WARNING_EVENT, channel: "member", schema: ProtectionEventSchema }),
  redEnvelopeDisplay: defineEvent({
    name: "RedEnvelopeDisplay",
    channel: "member_currency",
    schema: z.object({ currency: CurrencySchema, id: z.nullable(z.int()) }), // payload ours
  }),
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS]["name"];

export { FORWARD_GAME_TRANSFER_DISABLED } from "./constants.ts";

/**
 * Presence member info, what `here`/`joining`/`leaving` receive. Our decision: the member id only, since every
 * member of the currency sees it (account names are not shared).
 */
export const PresenceUserSchema = z.object({ id: z.int() });

/**
 * Whether a `login` event (EVENTS.login) speaks of another token than the one this page holds: by fingerprint
 * (our extension), else by the spec's token; an event that names neither is taken as another login.
 */
export function loginElsewhere(
  payload: { fingerprint?: string | undefined; token?: string | undefined },
  stored: string | null,
): boolean {
  if (payload.fingerprint !== undefined) return stored === null || payload.fingerprint !== tokenFingerprint(stored);
  if (payload.token !== undefined) return payload.token !== stored;
  return true;
}
