// Registration with the field rules of spec 001 §5 and the codes of spec 001 §8, SMS, introducer checks.
import { sandboxNow } from "../clock.ts";
import {
  REGISTER_CODES as C,
  SMS_CODES,
  PASSWORD_PATTERN,
  smsPhoneProblem,
  type RegisterRequest,
} from "../../src/contract/index.ts";
import { LIMITS, PLATFORM_TIMING } from "../../src/contract/constants.ts";
import { PROTECTION_CODES, oldEnough } from "../../src/contract/protection.ts";
import { checkCaptcha } from "../captcha.ts";
import { memberByAccount, memberById, type Ctx, type MemberRow } from "../context.ts";
import { hashSecret, randomDigits, randomToken } from "../crypto.ts";
import { getMeta, transaction } from "../db/index.ts";
import { INPUT_ERROR_CODE } from "../router-codes.ts";
import { completeLogin } from "./auth.ts";
import { seenFrom } from "../devices.ts";
import { fail, ok, type Handlers, type Reply } from "./types.ts";

interface SettingRow {
  name: string;
  currency: string;
  is_display: number;
  is_required: number;
  is_unique: number;
  is_member_center: number;
  is_verification: number;
  is_member_center_verification: number | null;
}

/** Successful registrations per IP: more than 5 in a minute answers 996, more than 20 a day 997. */
const TOO_OFTEN = { windowMs: 60_000, max: 5 };
const IP_LIMIT = { windowMs: 86_400_000, max: 20 };
const CONTACT_CODES: Record<string, number> = {
  member_qq: 301,
  member_telegram: 302,
  member_whats_app: 303,
  member_wechat: 304,
  member_zalo: 305,
  member_skype: 306,
  member_fb: 307,
  member_others: 308,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function settings(ctx: Ctx, currency: string): Map<string, SettingRow> {
  const rows = ctx.db
    .prepare("SELECT * FROM register_settings WHERE currency = ?")
    .all(currency) as unknown as SettingRow[];
  return new Map(rows.map((r) => [r.name, r]));
}

const has = (v: string | undefined): v is string => typeof v === "string" && v.trim() !== "";

function uniqueTaken(ctx: Ctx, column: string, value: string): boolean {
  return Boolean(ctx.db.prepare(`SELECT 1 FROM members WHERE ${column} = ? COLLATE NOCASE`).get(value));
}

/** Introducer checks (spec 001 §4 registration modes, §8 codes). Returns the agent id or a failure. */
export function checkIntroducer(
  ctx: Ctx,
  introducer: string,
  type: RegisterRequest["register_type"],
  currency: string,
): { agentId: number | null; recommenderId?: number; reply?: Reply } {
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(introducer))
    return { agentId: null, reply: fail(C.invalidIntroducer, "introducer: invalid format") };
  const asAgent = (): { agentId: number | null; reply?: Reply } => {
    const a = /^\d+$/.test(introducer) ? memberById(ctx.db, Number(introducer)) : memberByAccount(ctx.db, introducer);
    if (!a) return { agentId: null, reply: fail(C.noAgent, "introducer: no such agent") };
    if (!a.is_agent) return { agentId: null, reply: fail(C.introducerError, "introducer: not an agent") };
    if (!a.agent_active || a.status !== "active")
      return { agentId: null, reply: fail(C.agentDisabled, "introducer: agent disabled") };
    return { agentId: a.id };
  };
  const asCode = (): { agentId: number | null; recommenderId?: number; reply?: Reply } => {
    const o = ctx.db.prepare("SELECT * FROM members WHERE recommend_code = ? COLLATE NOCASE").get(introducer) as
      MemberRow | undefined;
    if (!o) return { agentId: null, reply: fail(C.introducerNotFound, "introducer: recommend code not found") };
    // An active agent's code is its introducer code (spec 000 §1 "introducer codes"): the member joins the
    // agent's downline, as through its player link (the recommend programme is not open to agents, spec 001 §6).
    if (o.is_agent && o.agent_active && o.status === "active") return { agentId: o.id };
    if (currency !== "INR" && currency !== "USD")
      return { agentId: null, reply: fail(C.recommendClosed, "recommend programme closed") };
    if (o.status !== "active")
      return { agentId: null, reply: fail(C.recommendDisabled, "introducer: recommender disabled") };
    // The friend is recorded against the recommender (RecommendRecord), not as an agent's downline.
    return { agentId: null, recommenderId: o.id };
  };
  if (type === "member_agent") return asAgent();
  if (type === "recommend_code") return asCode();
  const byAgent = asAgent();
  if (!byAgent.reply) return byAgent;
  const byCode = asCode();
  if (!byCode.reply) return byCode;
  return { agentId: null, reply: fail(C.introducerNotFound2, "introducer not found") };
}

/** Field rules of spec 001 §5 for the fields present (all = a full registration). */
function checkFields(
  ctx: Ctx,
  b: { [K in keyof RegisterRequest]?: RegisterRequest[K] | undefined },
  currency: string,
  all: boolean,
): Reply | null {
  const s = settings(ctx, currency);
  const on = (n: string) => s.get(n)?.is_display === 1;
  const req = (n: string) => all && on(n) && s.get(n)?.is_required === 1;
  const uniq = (n: string) => s.get(n)?.is_unique === 1;
  if (all || has(b.member_account)) {
    const acc = b.member_account ?? "";
    if (!/^[A-Za-z0-9_-]{6,12}$/.test(acc))
      return fail(INPUT_ERROR_CODE, "member_account: 6-12 letters, digits, _ or -");
    if (memberByAccount(ctx.db, acc)) return fail(C.accountRepeat, "member_account already exists");
  }
  if (all) {
    if (!PASSWORD_PATTERN.test(b.password ?? ""))
      return fail(INPUT_ERROR_CODE, "password: 6-12 letters and digits, at least one of each");
    if (on("check_password")) {
      const confirm = b.check_password ?? b.member_confirm_password;
      if (confirm !== b.password) return fail(INPUT_ERROR_CODE, "check_password: does not match password");
    }
  }
  if (req("member_name") && !has(b.member_name)) return fail(INPUT_ERROR_CODE, "member_name is required");
  if (has(b.member_name)) {
    const name = b.member_name.trim();
    if (currency === "VND" && /\s/.test(name)) return fail(C.invalidName, "member_name: a single word for VND");
    if (/[<>{}$]/.test(name) || name.length > 50) return fail(C.invalidName, "member_name is not valid");
    if (/admin|test\s*account/i.test(name)) return fail(C.nameBlacklisted, "member_name is blacklisted");
    if (uniq("member_name") && uniqueTaken(ctx, "name", name)) return fail(C.nameRepeat, "member_name already exists");
  }
  if (req("member_email") && !has(b.member_email)) return fail(INPUT_ERROR_CODE, "member_email is required");
  if (has(b.member_email)) {
    if (!EMAIL.test(b.member_email)) return fail(C.invalidEmail, "member_email is not valid");
    if (/@blocked\.example$/i.test(b.member_email)) return fail(C.emailBlacklisted, "member_email is blacklisted");
    if (uniq("member_email") && uniqueTaken(ctx, "email", b.member_email))
      return fail(C.emailRepeat, "member_email already exists");
  }
  if (req("member_phone") && !has(b.member_phone)) return fail(INPUT_ERROR_CODE, "member_phone is required");
  if (has(b.member_phone)) {
    if (!/^\d{5,20}$/.test(b.member_phone)) return fail(C.invalidPhone, "member_phone: digits only");
    if (currency === "VND" && b.member_phone.length !== LIMITS.vndPhoneDigits)
      return fail(C.invalidPhone, "member_phone: exactly 10 digits");
    if (b.member_phone.startsWith("999999"))
      return fail(C.phone, "this phone number cannot be used, contact customer service");
    if (uniq("member_phone") && uniqueTaken(ctx, "phone", b.member_phone))
      return fail(C.phoneRepeat, "member_phone already exists");
    if (all && s.get("member_phone")?.is_verification === 1) {
      const sms = ctx.db.prepare("SELECT code FROM sms WHERE phone = ?").get(b.member_phone) as
        { code: string } | undefined;
      if (!b.phone_verify || !/^\d{6}$/.test(b.phone_verify) || sms?.code !== b.phone_verify)
        return fail(C.wrongVerify, "phone_verify is wrong");
    }
  }
  if (has(b.member_birthday) && !/^\d{4}-\d{2}-\d{2}$/.test(b.member_birthday))
    return fail(INPUT_ERROR_CODE, "member_birthday: YYYY-MM-DD");
  if (req("member_birthday") && !has(b.member_birthday)) return fail(INPUT_ERROR_CODE, "member_birthday is required");
  // Player protection: 18 or over, by the sandbox's clock in India's calendar (src/contract/protection.ts).
  if (has(b.member_birthday) && !oldEnough(b.member_birthday, sandboxNow()))
    return fail(PROTECTION_CODES.underAge, "member_birthday: members must be 18 or over", { field: "member_birthday" });
  if (all && b.age_confirmed !== 1)
    return fail(PROTECTION_CODES.ageNotConfirmed, "age_confirmed: confirm you are 18 or over", {
      field: "age_confirmed",
    });
  for (const [field, code] of Object.entries(CONTACT_CODES)) {
    const v = b[field as keyof RegisterRequest];
    if (req(field) && !has(v as string | undefined)) return fail(code, `${field} is required`);
    if (typeof v === "string" && v !== "") {
      const at = field === "member_telegram" || field === "member_skype" ? "@" : "";
      if (!new RegExp(`^[A-Za-z0-9_.\\-${at}]{${LIMITS.contactMin},${LIMITS.contactMax}}$`).test(v)) {
        return fail(code, `${field}: 5-50 letters, digits, _ . -${at ? " or @" : ""}`);
      }
    }
  }
  if (req("identity_id") && !has(b.identity_id)) return fail(INPUT_ERROR_CODE, "identity_id is required");
  if (has(b.identity_id) && uniq("identity_id") && uniqueTaken(ctx, "identity_id", b.identity_id)) {
    return fail(C.identityRepeat, "identity_id already exists");
  }
  if (has(b.withdraw_password) && !/^\d{4}$/.test(b.withdraw_password))
    return fail(INPUT_ERROR_CODE, "withdraw_password: 4 digits");
  return null;
}

export const registerHandlers = {
  registerSettings: ({ ctx }) => {
    const rows = ctx.db
      .prepare("SELECT * FROM register_settings ORDER BY currency, rowid")
      .all() as unknown as SettingRow[];
    return ok({
      list: rows.map((r) => ({
        name: r.name,
        currency: r.currency,
        is_display: r.is_display,
        is_required: r.is_required,
        is_unique: r.is_unique,
        is_member_center: r.is_member_center,
        is_verification: r.is_verification,
        ...(r.name === "member_phone" ? { is_member_center_verification: r.is_member_center_verification ?? 0 } : {}),
      })),
    });
  },
  serviceAgreement: () =>
    ok({
      list: [
        {
          id: 1,
          language: "en_US",
          title: "Terms and conditions",
          content: "<p>You must be 18 or older. Play responsibly. One account per person.</p>",
        },
      ],
    }),
  verifyField: ({ body, ctx }) => {
    const currency = body.member_currency ?? "INR";
    const r = checkFields(ctx, body, currency, false);
    if (r) return r;
    if (has(body.introducer)) {
      const i = checkIntroducer(ctx, body.introducer, body.register_type, currency);
      if (i.reply) return i.reply;
    }
    return ok({});
  },
  register: ({ body, ctx, ip, req }) => {
    const blocked = (getMeta(ctx.db, "blocked_register_ips") ?? "192.0.2.1").split(",");
    if (blocked.includes(ip)) return fail(C.ipError, "registration from this IP is not allowed");
    const now = sandboxNow();
    const recent = (ms: number) =>
      (
        ctx.db.prepare("SELECT COUNT(*) AS n FROM register_attempts WHERE ip = ? AND at > ?").get(ip, now - ms) as {
          n: number;
        }
      ).n;
    if (recent(TOO_OFTEN.windowMs) >= TOO_OFTEN.max) return fail(C.tooOften, "registering too often, try again later");
    if (recent(IP_LIMIT.windowMs) >= IP_LIMIT.max) return fail(C.ipLimit, "registration limit for this IP reached");
    const s = settings(ctx, body.member_currency);
    if (s.size === 0) return fail(101, "currency not yet open");
    if (s.get("captcha")?.is_display === 1) {
      const answer = body.verify_code ?? body.member_captcha ?? body.answer;
      if (!checkCaptcha(ctx, body.captcha_token, answer)) return fail(C.captchaFailed, "captcha verification failed");
    }
    const r = checkFields(ctx, body, body.member_currency, true);
    if (r) return r;
    let agentId: number | null = null;
    let recommenderId: number | null = null;
    if (has(body.introducer)) {
      const i = checkIntroducer(ctx, body.introducer, body.register_type, body.member_currency);
      if (i.reply) return i.reply;
      agentId = i.agentId;
      recommenderId = i.recommenderId ?? null;
    }
    const id = transaction(ctx.db, () => {
      const res = ctx.db
        .prepare(
          `INSERT INTO members (account, password_hash, currency, name, email, phone, birthday, qq, telegram,
        whats_app, skype, fb, zalo, wechat, others, identity_id, withdraw_password_hash, introducer_id, recommend_code, register_ip,
        created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.member_account,
          hashSecret(body.password),
          body.member_currency,
          body.member_name ?? null,
          body.member_email ?? null,
          body.member_phone ?? null,
          body.member_birthday ?? null,
          body.member_qq ?? null,
          body.member_telegram ?? null,
          body.member_whats_app ?? null,
          body.member_skype ?? null,
          body.member_fb ?? null,
          body.member_zalo ?? null,
          body.member_wechat ?? null,
          body.member_others ?? null,
          body.identity_id ?? null,
          body.withdraw_password ? hashSecret(body.withdraw_password) : null,
          agentId,
          randomToken(6).toUpperCase(),
          ip,
          new Date(now).toISOString(),
        );
      ctx.db.prepare("INSERT INTO register_attempts (ip, at) VALUES (?, ?)").run(ip, now);
      if (body.member_phone) ctx.db.prepare("DELETE FROM sms WHERE phone = ?").run(body.member_phone);
      if (recommenderId !== null)
        ctx.db
          .prepare("INSERT INTO recommendations (friend_id, member_id, at) VALUES (?, ?, ?)")
          .run(Number(res.lastInsertRowid), recommenderId, new Date(now).toISOString());
      return Number(res.lastInsertRowid);
    });
    const m = memberById(ctx.db, id);
    if (!m) return fail(500, "registration failed");
    return ok(completeLogin(ctx, m, seenFrom(req, ctx.opts.trustedProxies)));
  },
  sendSms: ({ body, ctx }) => {
    const phone = body.member_phone.trim();
    // Only a mobile number of the currency's plan gets an SMS (contract smsPhoneProblem; spec 001 §8 201, 099).
    const problem = smsPhoneProblem(body.currency, phone);
    if (problem === "blank") return fail(SMS_CODES.phoneBlank, "member_phone is blank");
    if (problem === "digits") return fail(SMS_CODES.verifyError, "member_phone: digits only");
    if (problem === "mobile")
      return fail(SMS_CODES.verifyError, `member_phone: not a mobile number for ${body.currency}`);
    if (phone.startsWith("999999")) return fail(SMS_CODES.contactService, "please contact customer service");
    if (body.currency !== "INR" && body.currency !== "VND")
      return fail(SMS_CODES.noBalance, "no SMS balance for this currency");
    const lockS = PLATFORM_TIMING.smsCountdownS;
    const prev = ctx.db.prepare("SELECT sent_at FROM sms WHERE phone = ?").get(phone) as
      { sent_at: number } | undefined;
    if (prev && sandboxNow() - prev.sent_at < lockS * 1000) {
      return fail(SMS_CODES.rateLimited, "an SMS was sent less than five minutes ago", {
        lock_seconds: Math.ceil(lockS - (sandboxNow() - prev.sent_at) / 1000),
      });
    }
    const code = ctx.opts.smsCode ?? randomDigits(6);
    ctx.db
      .prepare(
        "INSERT INTO sms (phone, code, sent_at) VALUES (?, ?, ?) ON CONFLICT(phone) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at",
      )
      .run(phone, code, sandboxNow());
    ctx.opts.log(`SMS to ${phone}: your verification code is ${code}`);
    return ok({ lock_seconds: lockS });
  },
  validIntroducer: ({ body, ctx }) => {
    if (has(body.recommend_code)) {
      return ok({ is_valid: !checkIntroducer(ctx, body.recommend_code, "recommend_code", "INR").reply });
    }
    if (body.agent_id !== undefined && String(body.agent_id) !== "") {
      return ok({ is_valid: !checkIntroducer(ctx, String(body.agent_id), "member_agent", "INR").reply });
    }
    return ok({ is_valid: false });
  },
  checkAgentDomain: ({ body, ctx }) => {
    const host = body.host.toLowerCase().replace(/:\d+$/, "");
    const row = ctx.db.prepare("SELECT agent_id, currency FROM agent_domains WHERE host = ?").get(host) as
      { agent_id: number; currency: string } | undefined;
    return ok(
      row
        ? { is_valid: true, currency: row.currency, agent_id: row.agent_id }
        : { is_valid: false, currency: null, agent_id: null },
    );
  },
} satisfies Partial<Handlers>;
