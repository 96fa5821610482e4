// /sandbox/admin/*: demo and test controls, only with header x-sandbox-key equal to the admin key.
// Each answers the envelope; each causes the real-time event a real platform would send for that change.
import { advanceClock, sandboxNow } from "../clock.ts";
import { advanceMemberClock, memberNow } from "../member-clock.ts";
import { clockMoved, promotionsStopped, setIpCountry } from "../protection.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import * as z from "zod/mini";
import {
  CHANNELS,
  CurrencySchema,
  EVENTS,
  tokenFingerprint,
  GpIdSchema,
  OptionalLinkSchema,
  SafeLinkSchema,
  TEMPLATE_CHANNEL_TEMPLATES,
} from "../../src/contract/index.ts";
import { memberByAccount, memberById, type Ctx, type MemberRow } from "../context.ts";
import { randomToken } from "../crypto.ts";
import { getMeta, resetDb, setMeta, transaction } from "../db/index.ts";
import { HttpError, readBody, sendEnvelope } from "../http.ts";
import { toMajor, toMinor } from "../money.ts";
import { FAULT_ACTIONS } from "./outage.ts";
import { AGENT_ADMIN_ACTIONS } from "../agent/admin.ts";
import { ensureAgentSeeded } from "../agent/seed.ts";
import { loginIpRules } from "../routes/auth.ts";
import { currentEnvelope } from "../routes/red-envelope.ts";
import { recommendWager, setRecommendWager } from "../routes/recommend.ts";
import { createSession, revokeOthers } from "../session.ts";
import { credit, emitCash, walletTotal } from "../wallet.ts";
import { decideWithdrawal, pendingWithdrawals, settleDeposit } from "../funds.ts";
import { closeGameSessions } from "../limits.ts";
import { PROFILE_COLUMN } from "../routes/member.ts";
import { AGENT_APPLY_ADMIN_ACTIONS } from "../routes/agent-apply.ts";

const Account = z.object({ account: z.string().check(z.minLength(1), z.maxLength(50)) });

interface ActionResult {
  code?: number;
  message?: string;
  data?: unknown;
}
interface Action<S extends z.ZodMiniType> {
  schema: S;
  run: (ctx: Ctx, body: z.output<S>) => ActionResult;
}
const action = <S extends z.ZodMiniType>(a: Action<S>) => a;

function member(ctx: Ctx, account: string): MemberRow {
  const m = memberByAccount(ctx.db, account);
  if (!m) throw new HttpError(404, 404, `no member ${account}`);
  return m;
}

const Flag = z.union([z.literal(0), z.literal(1)]);

/** The console's member switches: one 0/1 column of the member (the column names are this closed list). */
function setMemberFlag(
  ctx: Ctx,
  account: string,
  column: "wallet_status" | "need_bank_account_deposit_verified",
  value: 0 | 1,
): ActionResult {
  ctx.db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(value, member(ctx, account).id);
  return {};
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The profile fields the `profile` control may change → their members column (fixed names, never input): the
 * member's own contact fields (routes/member.ts), plus LINE, without the identity number.
 */
const { identity_id: _identity, ...contactColumns } = PROFILE_COLUMN;
const PROFILE_COLUMNS = { ...contactColumns, member_line: "line" } as const;

export const ADMIN_ACTIONS = {
  ...AGENT_APPLY_ADMIN_ACTIONS,
  letter: action({
    schema: z.extend(Account, {
      title: z.string().check(z.minLength(1), z.maxLength(200)),
      content: z._default(z.string().check(z.maxLength(10_000)), ""),
      /** A service letter (the default: a withdrawal paid, a password changed) or a promotion. */
      kind: z._default(z.enum(["service", "promotion"]), "service"),
    }),
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      // A timed-out or self-excluded member is sent no promotion (sandbox/protection.ts); service letters still go.
      if (b.kind === "promotion" && promotionsStopped(ctx.db, m.id))
        return { data: { id: null, suppressed: "excluded" } };
      const r = ctx.db
        .prepare("INSERT INTO letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)")
        .run(m.id, b.title, b.content, iso(sandboxNow()));
      const id = Number(r.lastInsertRowid);
      ctx.emit.toMember(m.id, EVENTS.letterSent.name, { id });
      return { data: { id } };
    },
  }),
  deposit: action({
    schema: z.extend(Account, {
      amount: z.number().check(z.positive(), z.lte(10_000_000)),
      order_number: z.optional(z.string().check(z.maxLength(64))),
    }),
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      const amount = toMinor(b.amount, m.currency);
      const times = transaction(ctx.db, () => {
        credit(ctx.db, m, amount, "deposit");
        return (
          ctx.db
            .prepare("UPDATE members SET deposit_times = deposit_times + 1 WHERE id = ? RETURNING deposit_times")
            .get(m.id) as { deposit_times: number }
        ).deposit_times;
      });
      const payload = {
        order_number: b.order_number ?? `D${sandboxNow()}${randomToken(3)}`,
        deposit_amount: toMajor(amount, m.currency),
        deposit_times: times,
      };
      ctx.emit.toMember(m.id, EVENTS.memberDepositSuccess.name, payload);
      emitCash(ctx, m.id);
      return { data: payload };
    },
  }),
  "red-envelope/start": action({
    schema: z.object({
      currency: z._default(CurrencySchema, "INR"),
      title: z._default(z.string().check(z.maxLength(100)), "Sandbox red envelope"),
      minutes: z._default(z.int().check(z.gte(1), z.lte(100_000)), 60),
      /** Overrides minutes: a short countdown for demos and tests. */
      seconds: z.optional(z.int().check(z.gte(1), z.lte(86_400))),
      min: z._default(z.number().check(z.positive()), 10),
      max: z._default(z.number().check(z.positive()), 500),
      count: z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1000),
      /** The pool shared by the claimers, major units; default max × count. */
      amount: z.optional(z.number().check(z.positive(), z.lte(1_000_000_000))),
      /** Sandbox-only: an envelope for this member account alone; it ends no one else's (routes/red-envelope.ts). */
      audience: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    run: (ctx, b) => {
      const now = sandboxNow();
      const lo = Math.min(b.min, b.max);
      const hi = Math.max(b.min, b.max);
      const pool = toMinor(b.amount ?? hi * b.count, b.currency);
      const endAt = now + (b.seconds !== undefined ? b.seconds * 1000 : b.minutes * 60_000);
      const id = transaction(ctx.db, () => {
        if (b.audience === undefined)
          ctx.db
            .prepare(
              "UPDATE red_envelopes SET end_at = ? WHERE currency = ? AND start_at <= ? AND end_at > ? AND audience IS NULL",
            )
            .run(iso(now), b.currency, iso(now), iso(now));
        return Number(
          ctx.db
            .prepare(
              `INSERT INTO red_envelopes (currency, title, start_at, end_at, min_amount, max_amount, remaining, pool, audience)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              b.currency,
              b.title,
              iso(now - 1000),
              iso(endAt),
              toMinor(lo, b.currency),
              toMinor(hi, b.currency),
              b.count,
              pool,
              b.audience ?? null,
            ).lastInsertRowid,
        );
      });
      ctx.emit.toCurrency(b.currency, EVENTS.redEnvelopeDisplay.name, { currency: b.currency, id });
      return { data: { id, end_at: iso(endAt), pool: toMajor(pool, b.currency) } };
    },
  }),
  /** The claims of an envelope and what is left of its pool (conservation checks). */
  "red-envelope/state": action({
    schema: z.object({ id: z.int().check(z.positive()) }),
    run: (ctx, b) => {
      const e = ctx.db.prepare("SELECT * FROM red_envelopes WHERE id = ?").get(b.id) as
        { currency: string; remaining: number; pool: number | null; max_amount: number } | undefined;
      if (!e) throw new HttpError(404, 404, `no envelope ${b.id}`);
      const claims = ctx.db
        .prepare("SELECT member_id, cash FROM red_envelope_claims WHERE envelope_id = ?")
        .all(b.id) as { member_id: number; cash: number }[];
      return {
        data: {
          remaining: e.remaining,
          pool: e.pool ?? e.max_amount * e.remaining,
          claims: claims.length,
          claimed: claims.reduce((a, c) => a + c.cash, 0),
          members: new Set(claims.map((c) => c.member_id)).size,
        },
      };
    },
  }),
  /** A pop-up bulletin (spec 000 §3, §7): location 1 public, 2 member, 3 member on the deposit page. */
  bulletin: action({
    schema: z.object({
      location: z._default(z.union([z.literal(1), z.literal(2), z.literal(3)]), 1),
      display_device: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
      title: z.string().check(z.minLength(1), z.maxLength(200)),
      content: z._default(z.string().check(z.maxLength(20_000)), ""),
      /** Sets display_frequency of that side (public for location 1, member otherwise). */
      frequency: z.optional(z.union([z.literal(0), z.literal(1)])),
      /** Removes every other bulletin of the location first (a clean slate for a test). */
      replace: z._default(z.boolean(), false),
      /** Sandbox-only targeting: a member account, or a visitor's x-sandbox-audience header value (routes/promotions.ts). */
      audience: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    run: (ctx, b) => {
      const id = transaction(ctx.db, () => {
        if (b.replace) ctx.db.prepare("DELETE FROM bulletins WHERE location = ?").run(b.location);
        if (b.frequency !== undefined)
          setMeta(ctx.db, b.location === 1 ? "popup_frequency_public" : "popup_frequency_member", String(b.frequency));
        return Number(
          ctx.db
            .prepare(
              `INSERT INTO bulletins (location, display_device, display_content, content, updated_at, audience)
              VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(b.location, b.display_device, b.title, b.content, iso(sandboxNow()), b.audience ?? null)
            .lastInsertRowid,
        );
      });
      return { data: { id } };
    },
  }),
  /** Removes every bulletin (the e2e setup: pop-ups only where a test plants them, e2e/global-setup.ts). */
  "bulletin/clear": action({
    schema: z.object({}),
    run: (ctx) => ({ data: { deleted: Number(ctx.db.prepare("DELETE FROM bulletins").run().changes) } }),
  }),
  /** The daily sign-in activity (our contract, src/contract/signin.ts): its window and bonus; `clear` forgets a member's sign-ins. */
  signin: action({
    schema: z.object({
      start_in_minutes: z._default(z.int().check(z.gte(-1_000_000), z.lte(1_000_000)), -1440),
      minutes: z._default(z.int().check(z.gte(1), z.lte(10_000_000)), 525_600),
      bonus: z._default(z.number().check(z.positive(), z.lte(1_000_000)), 5),
      clear: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
    }),
    run: (ctx, b) => {
      const start = sandboxNow() + b.start_in_minutes * 60_000;
      const setting = { start_at: iso(start), end_at: iso(start + b.minutes * 60_000), bonus: b.bonus };
      setMeta(ctx.db, "signin_setting", JSON.stringify(setting));
      if (b.clear) ctx.db.prepare("DELETE FROM signins WHERE member_id = ?").run(member(ctx, b.clear).id);
      return { data: setting };
    },
  }),
  /**
   * The recommend programme's wager rule (src/contract/recommend.ts): how much a friend must have wagered, in major
   * units, before the awards of new qualifying deposits are paid; 0 pays at once. Answers the amount in force.
   */
  recommend: action({
    schema: z.object({ currency: CurrencySchema, wager: z.optional(z.number().check(z.gte(0), z.lte(10_000_000))) }),
    run: (ctx, b) => {
      if (b.wager !== undefined) setRecommendWager(ctx.db, b.currency, toMinor(b.wager, b.currency));
      return { data: { currency: b.currency, wager: toMajor(recommendWager(ctx.db, b.currency), b.currency) } };
    },
  }),
  /** A member made directly, with a session token (tests that need many members at once). */
  "member/create": action({
    schema: z.object({
      account: z.string().check(z.regex(/^[A-Za-z0-9_-]{6,12}$/)),
      currency: z._default(CurrencySchema, "INR"),
    }),
    run: (ctx, b) => {
      if (memberByAccount(ctx.db, b.account)) throw new HttpError(200, 102, `member ${b.account} exists`);
      const id = Number(
        ctx.db
          .prepare("INSERT INTO members (account, password_hash, currency, created_at) VALUES (?, ?, ?, ?)")
          .run(b.account, "!", b.currency, iso(sandboxNow())).lastInsertRowid,
      );
      return { data: { id, account: b.account, token: createSession(ctx.db, id) } };
    },
  }),
  "red-envelope/end": action({
    schema: z.object({ currency: z._default(CurrencySchema, "INR") }),
    run: (ctx, b) => {
      const now = iso(sandboxNow());
      const e = currentEnvelope(ctx, b.currency);
      ctx.db
        .prepare("UPDATE red_envelopes SET end_at = ? WHERE currency = ? AND start_at <= ? AND end_at > ?")
        .run(now, b.currency, now, now);
      ctx.emit.toCurrency(b.currency, EVENTS.redEnvelopeDisplay.name, { currency: b.currency, id: null });
      return { data: { ended: e?.id ?? null } };
    },
  }),
  maintenance: action({
    schema: z.object({
      gp_id: GpIdSchema,
      on: z.boolean(),
      minutes: z._default(z.int().check(z.gte(1), z.lte(100_000)), 120),
    }),
    run: (ctx, b) => {
      const now = sandboxNow();
      const r = b.on
        ? ctx.db
            .prepare("UPDATE providers SET maintenance_start = ?, maintenance_end = ? WHERE gp_id = ?")
            .run(iso(now - 1000), iso(now + b.minutes * 60_000), b.gp_id)
        : ctx.db
            .prepare("UPDATE providers SET maintenance_start = NULL, maintenance_end = NULL WHERE gp_id = ?")
            .run(b.gp_id);
      if (r.changes === 0) throw new HttpError(404, 404, `no provider ${b.gp_id}`);
      return { data: b.on ? { start_at: iso(now - 1000), end_at: iso(now + b.minutes * 60_000) } : {} };
    },
  }),
  "login-elsewhere": action({
    schema: Account,
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      const token = createSession(ctx.db, m.id);
      // The old sessions hear the login (spec 001 §4: a different token logs them out with a warning) with the
      // new token's fingerprint, never the token (EVENTS.login); then their sockets leave the member's channels.
      const fingerprint = tokenFingerprint(token);
      revokeOthers(ctx, m.id, token, { event: EVENTS.login.name, data: { fingerprint } });
      ctx.emit.toMember(m.id, EVENTS.login.name, { fingerprint });
      return { data: { token } };
    },
  }),
  carousel: action({
    schema: z.object({
      currency: z._default(CurrencySchema, "INR"),
      use_type: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
      title: z.string().check(z.minLength(1), z.maxLength(80)),
      // The contract's link rule (security): a path of the site or an external https URL.
      link: z._default(OptionalLinkSchema, "/discount"),
      link_type: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 1),
      link_method: z._default(z.union([z.literal(0), z.literal(1)]), 0),
    }),
    run: (ctx, b) => {
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO carousel (use_type, currency, title, link, link_type, link_method, game_params, sort, hue)
        VALUES (?, ?, ?, ?, ?, ?, NULL, 0, ?)`,
          )
          .run(b.use_type, b.currency, b.title, b.link, b.link_type, b.link_method, Math.floor(Math.random() * 360))
          .lastInsertRowid,
      );
      ctx.emit.toPublic(CHANNELS.webApi(b.currency), EVENTS.carouselPictureUrl.name, { use_type: b.use_type });
      return { data: { id } };
    },
  }),
  "customer-service": action({
    schema: z.object({ link: SafeLinkSchema }),
    run: (ctx, b) => {
      setMeta(ctx.db, "customer_service_link", b.link);
      ctx.emit.toPublic(CHANNELS.webMember, EVENTS.customerServiceLinkChange.name, { link: b.link });
      return {};
    },
  }),
  "wallet-status": action({
    schema: z.extend(Account, { wallet_status: Flag }),
    run: (ctx, b) => setMemberFlag(ctx, b.account, "wallet_status", b.wallet_status),
  }),
  "forward-game-status": action({
    schema: z.extend(Account, { code: z.int() }),
    run: (ctx, b) => {
      ctx.emit.toMember(member(ctx, b.account).id, EVENTS.forwardGameStatus.name, { code: b.code });
      return {};
    },
  }),
  "app-clean-cache": action({
    schema: Account,
    run: (ctx, b) => {
      ctx.emit.toMember(member(ctx, b.account).id, EVENTS.appCleanCache.name, {});
      return {};
    },
  }),
  "model-updated": action({
    schema: z.object({
      channel: z.string().check(z.regex(/^(site02|suncity|apsport)_template$|^bob_mobile_template$/)),
      event: z.enum([EVENTS.modelSettingsUrl.name, EVENTS.modelSponsorUrl.name, EVENTS.modelLoginUrl.name]),
      language: z.string().check(z.minLength(2), z.maxLength(10)),
    }),
    run: (ctx, b) => {
      ctx.emit.toPublic(b.channel, b.event, { language: b.language });
      return {};
    },
  }),
  // an operator adds an ad, sponsor or login-page model in one language; the platform then tells the
  // pages on the model's channel (spec 001 §7): model_settings.url on {template}_template (site02, suncity,
  // apsport), model_sponsor.url / model_login.url on bob_mobile_template unless the mobile template is
  // origin_mobile, each tagged with the language.
  model: action({
    schema: z.object({
      kind: z.enum(["setting", "sponsor", "login"]),
      language: z.string().check(z.minLength(2), z.maxLength(10)),
      title: z.string().check(z.minLength(1), z.maxLength(80)),
      link: z._default(OptionalLinkSchema, "/discount"),
      /** Tests only: the language the event names when it is not the model's (a page must then not refresh). */
      event_language: z.optional(z.string().check(z.minLength(2), z.maxLength(10))),
    }),
    run: (ctx, b) => {
      const r = ctx.db
        .prepare(
          `INSERT INTO models (kind, language, title, link, sort, hue)
           VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM models), ?)`,
        )
        .run(b.kind, b.language, b.title, b.link, Math.floor(Math.random() * 360));
      const template = getMeta(ctx.db, "template") ?? "site02";
      const mobileTemplate = getMeta(ctx.db, "mobile_template") ?? "bob_mobile";
      const payload = { language: b.event_language ?? b.language };
      if (b.kind === "setting") {
        if ((TEMPLATE_CHANNEL_TEMPLATES as readonly string[]).includes(template))
          ctx.emit.toPublic(CHANNELS.template(template), EVENTS.modelSettingsUrl.name, payload);
      } else if (mobileTemplate !== "origin_mobile") {
        const event = b.kind === "sponsor" ? EVENTS.modelSponsorUrl : EVENTS.modelLoginUrl;
        ctx.emit.toPublic(CHANNELS.bobMobileTemplate, event.name, payload);
      }
      return { data: { id: Number(r.lastInsertRowid) } };
    },
  }),
  totals: action({
    schema: z.object({}),
    run: (ctx) => {
      const rows = ctx.db
        .prepare(`SELECT m.currency, SUM(m.cash) AS members FROM members m GROUP BY m.currency`)
        .all() as {
        currency: string;
        members: number;
      }[];
      // members + provider wallets + pending withdrawals + house, each part reported (minor units).
      const out: Record<string, { members: number; wallets: number; pending_withdrawals: number; house: number }> = {};
      for (const r of rows) {
        const wallets = (
          ctx.db
            .prepare(
              `SELECT COALESCE(SUM(w.cash), 0) AS s FROM wallets w JOIN members m ON m.id = w.member_id
          WHERE m.currency = ?`,
            )
            .get(r.currency) as { s: number }
        ).s;
        const house =
          (ctx.db.prepare("SELECT cash FROM house WHERE currency = ?").get(r.currency) as { cash: number } | undefined)
            ?.cash ?? 0;
        out[r.currency] = {
          members: r.members,
          wallets,
          pending_withdrawals: pendingWithdrawals(ctx.db, r.currency),
          house,
        };
      }
      return { data: out };
    },
  }),
  /**
   * The provider ends the member's game session without a leave1 (a game window closed by the browser, a
   * session timed out): the member no longer plays and the money stays in the provider wallet until a
   * transfer back (spec 000 §4, §8). Moves no money, so no member.cash.
   */
  "game-session/expire": action({
    schema: Account,
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      transaction(ctx.db, () => {
        ctx.db.prepare("UPDATE members SET playing_gp_id = NULL WHERE id = ?").run(m.id);
        closeGameSessions(ctx.db, m.id);
      });
      return { data: { gp_id: m.playing_gp_id, wallets: walletTotal(ctx.db, m.id) } };
    },
  }),
  // Money in and out: the back office's decision on a pending withdrawal (member.cash follows).
  "withdraw/approve": action({
    schema: z.object({ order_number: z.string().check(z.minLength(1), z.maxLength(64)) }),
    run: (ctx, b) => decideWithdrawal(ctx, b.order_number, "paid"),
  }),
  "withdraw/reject": action({
    schema: z.object({ order_number: z.string().check(z.minLength(1), z.maxLength(64)) }),
    run: (ctx, b) => decideWithdrawal(ctx, b.order_number, "rejected"),
  }),
  /** The gateway's answer without its page (tests): as the buttons of /sandbox/pay/{order}. */
  "deposit/settle": action({
    schema: z.object({
      order_number: z.string().check(z.minLength(1), z.maxLength(64)),
      outcome: z.enum(["paid", "failed"]),
    }),
    run: (ctx, b) => settleDeposit(ctx, b.order_number, b.outcome),
  }),
  /**
   * The back office changes a member's profile field (or clears it with null) and the platform tells the member's
   * pages: profile.updated (spec 001 §4 Info refreshes live). Fields as /member/profile names them.
   */
  profile: action({
    schema: z.extend(Account, {
      field: z.enum(
        Object.keys(PROFILE_COLUMNS) as [keyof typeof PROFILE_COLUMNS, ...(keyof typeof PROFILE_COLUMNS)[]],
      ),
      value: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    }),
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      ctx.db.prepare(`UPDATE members SET ${PROFILE_COLUMNS[b.field]} = ? WHERE id = ?`).run(b.value, m.id);
      ctx.emit.toMember(m.id, EVENTS.profileUpdated.name, {});
      return {};
    },
  }),
  /** need_bank_account_deposit_verified of a member (spec 001 §6: Deposit asks to bind an account first). */
  "bank-verify": action({
    schema: z.extend(Account, { need: Flag }),
    run: (ctx, b) => setMemberFlag(ctx, b.account, "need_bank_account_deposit_verified", b.need),
  }),
  member: action({
    schema: Account,
    run: (ctx, b) => {
      const m = member(ctx, b.account);
      const session = ctx.db
        .prepare("SELECT session FROM game_sessions WHERE member_id = ? AND closed = 0")
        .get(m.id) as { session: string } | undefined;
      return {
        data: {
          id: m.id,
          cash: m.cash,
          wallets: walletTotal(ctx.db, m.id),
          playing_gp_id: memberById(ctx.db, m.id)?.playing_gp_id ?? null,
          session: session?.session ?? null,
        },
      };
    },
  }),
  /** Login refusal by IP (spec 001 §8): `code` 106 or 201–203 for `ip`; `code: null` lets the IP log in again. */
  "ip-rule": action({
    schema: z.object({
      ip: z.string().check(z.minLength(1), z.maxLength(64)),
      code: z.union([z.literal(106), z.literal(201), z.literal(202), z.literal(203), z.null()]),
    }),
    run: (ctx, b) => {
      const rules = loginIpRules(ctx);
      const blocked = (getMeta(ctx.db, "blocked_login_ips") ?? "192.0.2.1").split(",").filter((x) => x !== b.ip);
      delete rules[b.ip];
      if (b.code === 106) blocked.push(b.ip);
      else if (b.code !== null) rules[b.ip] = b.code;
      setMeta(ctx.db, "blocked_login_ips", blocked.join(","));
      setMeta(ctx.db, "login_ip_rules", JSON.stringify(rules));
      return { data: { blocked_login_ips: blocked, login_ip_rules: rules } };
    },
  }),
  reset: action({
    schema: z.object({}),
    run: (ctx) => {
      resetDb(ctx.db);
      if (ctx.opts.agentSeed) ensureAgentSeeded(ctx.db);
      return {};
    },
  }),
  /**
   * A marquee announcement (spec 000 §3, §7). `content` is stored as given: the site must treat it as hostile
   * HTML, and e2e plants script payloads through here. No real-time event: the marquee is read on
   * each page and on login and logout (the spec names no announcement event).
   */
  announcement: action({
    schema: z.object({
      content: z.string().check(z.minLength(1), z.maxLength(10_000)),
      sort: z._default(z.int().check(z.gte(-1_000_000), z.lte(1_000_000)), 100),
      display_before_login: z._default(z.union([z.literal(0), z.literal(1)]), 1),
      display_after_login: z._default(z.union([z.literal(0), z.literal(1)]), 1),
    }),
    run: (ctx, b) => {
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO announcements (content, sort, display_before_login, display_after_login, created_at)
        VALUES (?, ?, ?, ?, ?)`,
          )
          .run(b.content, b.sort, b.display_before_login, b.display_after_login, iso(sandboxNow())).lastInsertRowid,
      );
      return { data: { id } };
    },
  }),
  /** Removes one announcement (a test's hostile payload, so the pages other tests visit meanwhile stay clean). */
  "announcement/delete": action({
    schema: z.object({ id: z.int().check(z.positive()) }),
    run: (ctx, b) => ({
      data: { deleted: Number(ctx.db.prepare("DELETE FROM announcements WHERE id = ?").run(b.id).changes) },
    }),
  }),
  /**
   * The sandbox's clock (sandbox/clock.ts), forward only: `advance_ms` moves it on, `to` moves it to an instant
   * (which must not be earlier than now, so no test or forged call can shorten an exclusion or a 24-hour wait).
   * With `account`, only that member's clock moves (sandbox/member-clock.ts: parallel tests keep theirs). No move
   * only reads it. Answers the clock's now (the member's, with `account`).
   */
  clock: action({
    schema: z
      .strictObject({
        account: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
        advance_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10 * 366 * 86_400_000))),
        to: z.optional(z.iso.datetime({ offset: true })),
      })
      .check(
        z.refine((b) => b.advance_ms === undefined || b.to === undefined, {
          message: "give advance_ms or to, not both",
        }),
      ),
    run: (ctx, b) => {
      const m = b.account === undefined ? undefined : member(ctx, b.account);
      const now = () => (m ? memberNow(ctx.db, m.id) : sandboxNow());
      let ms = b.advance_ms ?? 0;
      if (b.to !== undefined) {
        ms = Date.parse(b.to) - now();
        if (ms < 0) throw new HttpError(200, 422, `to: the clock only moves forward (now ${iso(now())})`);
      }
      if (m) advanceMemberClock(ctx.db, m.id, ms);
      else advanceClock(ms);
      if (ms > 0) clockMoved(ctx);
      return { data: { now: iso(now()) } };
    },
  }),
  /**
   * The country of a client address (stands in for the CDN's country header in tests; sandbox/protection.ts
   * requestCountry): `country` an ISO code, null forgets the address.
   */
  "ip-country": action({
    schema: z.object({
      ip: z.string().check(z.minLength(1), z.maxLength(64)),
      country: z.nullable(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
    }),
    run: (ctx, b) => ({ data: { ip_countries: setIpCountry(ctx.db, b.ip, b.country) } }),
  }),
  // outage, realtime: the platform failing on purpose (faults).
  ...FAULT_ACTIONS,
  // agent/settings, agent/settle, agent/bench-tree: the agent programme (sandbox/agent/admin.ts).
  ...AGENT_ADMIN_ACTIONS,
} as const;

function keyMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function handleAdmin(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const name = pathname.slice("/sandbox/admin/".length) as keyof typeof ADMIN_ACTIONS;
  if (!keyMatches(req.headers["x-sandbox-key"], ctx.opts.adminKey)) {
    req.resume();
    sendEnvelope(res, 403, 403, "x-sandbox-key header missing or wrong", null);
    return true;
  }
  const a = Object.hasOwn(ADMIN_ACTIONS, name) ? (ADMIN_ACTIONS[name] as Action<z.ZodMiniType>) : undefined;
  if (!a) {
    req.resume();
    sendEnvelope(res, 404, 404, `unknown admin action ${name}`, null);
    return true;
  }
  if (req.method !== "POST") {
    req.resume();
    sendEnvelope(res, 405, 405, "use POST", null);
    return true;
  }
  let body: unknown = {};
  try {
    const raw = await readBody(req);
    body = raw.trim() ? JSON.parse(raw) : {};
  } catch (e) {
    const err = e instanceof HttpError ? e : new HttpError(200, 400, "malformed JSON body");
    sendEnvelope(res, err.status, err.code, err.message, null);
    return true;
  }
  const parsed = a.schema.safeParse(body);
  if (!parsed.success) {
    const msg = parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
    sendEnvelope(res, 200, 422, msg, null);
    return true;
  }
  try {
    const out = a.run(ctx, parsed.data);
    ctx.opts.log(`admin ${name}`);
    sendEnvelope(res, 200, out.code ?? 100, out.message ?? "success", out.data ?? {});
  } catch (e) {
    if (e instanceof HttpError) sendEnvelope(res, e.status, e.code, e.message, null);
    else throw e;
  }
  return true;
}
