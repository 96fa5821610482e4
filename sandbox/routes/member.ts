// Member centre: layout, profile, password, agent names, bonus / agent / cash-surplus checks, enc entry, logout (spec 001).
import { PROTECTION_CODES, oldEnough } from "../../src/contract/protection.ts";
import { memberNow } from "../member-clock.ts";
import {
  EDIT_PASSWORD_CODES,
  EVENTS,
  InfoDataSchema,
  PROFILE_EDIT_CODES,
  PROFILE_FIELDS,
  REGISTER_CODES,
  WITHDRAW_PASSWORD_CODES,
  type Currency,
  type MemberLayout,
  type MemberProfile,
  type ProfileField,
} from "../../src/contract/index.ts";
import { memberById, type MemberRow } from "../context.ts";
import { hashSecret, verifySecret } from "../crypto.ts";
import { toMajor } from "../money.ts";
import { transaction } from "../db/index.ts";
import { checkWithdrawPin } from "../withdraw-password.ts";
import { memberForToken, revokeOthers, revokeToken } from "../session.ts";
import { registerHandlers } from "./register.ts";
import { fail, need, ok, type Handlers } from "./types.ts";
import { applyRefusal } from "./agent-apply.ts";

const f = (n: number): 0 | 1 => (n ? 1 : 0);

/** The members column behind each profile field a member may complete. */
export const PROFILE_COLUMN = {
  member_name: "name",
  member_email: "email",
  member_phone: "phone",
  member_birthday: "birthday",
  member_telegram: "telegram",
  member_whats_app: "whats_app",
  member_wechat: "wechat",
  member_zalo: "zalo",
  member_qq: "qq",
  member_skype: "skype",
  member_fb: "fb",
  member_others: "others",
  identity_id: "identity_id",
} as const satisfies Record<ProfileField, keyof MemberRow>;

interface ProfileSettingRow {
  name: string;
  is_display: number;
  is_unique: number;
  is_member_center: number;
  is_member_center_verification: number | null;
}

const hasText = (v: unknown): boolean => typeof v === "string" && v.trim() !== "";

export function layoutOf(m: MemberRow): MemberLayout {
  return {
    id: m.id,
    member_account: m.account,
    member_type: m.member_type,
    agent_type: m.agent_type,
    agent_level: m.agent_level,
    agent_active: f(m.agent_active),
    is_agent: f(m.is_agent),
    member_currency: m.currency as MemberLayout["member_currency"],
    member_cash: toMajor(m.cash, m.currency),
    is_playing: m.playing_gp_id ? 1 : 0,
    cash_back_status: f(m.cash_back_status),
    wallet_status: f(m.wallet_status),
    first_login_to_change_password: f(m.first_login_to_change_password),
    need_bank_account_deposit_verified: f(m.need_bank_account_deposit_verified),
  };
}

export function profileOf(m: MemberRow): MemberProfile {
  const wp = m.withdraw_password_hash ? "****" : null;
  const snake = {
    id: m.id,
    member_account: m.account,
    member_name: m.name,
    is_withdraw_password: m.withdraw_password_hash ? 1 : 0,
    member_birthday: m.birthday,
    member_email: m.email,
    member_currency: m.currency as MemberProfile["member_currency"],
    member_phone: m.phone,
    member_line: m.line,
    member_others: m.others,
    member_qq: m.qq,
    member_skype: m.skype,
    member_wechat: m.wechat,
    member_fb: m.fb,
    member_zalo: m.zalo,
    member_telegram: m.telegram,
    member_whats_app: m.whats_app,
    new_identity_id: m.new_identity_id,
    identity_id: m.identity_id,
    withdraw_password: wp,
  } as const;
  return {
    ...snake,
    memberAccount: snake.member_account,
    memberName: snake.member_name,
    isWithdrawPassword: snake.is_withdraw_password,
    memberBirthday: snake.member_birthday,
    memberEmail: snake.member_email,
    memberCurrency: snake.member_currency,
    memberPhone: snake.member_phone,
    memberLine: snake.member_line,
    memberOthers: snake.member_others,
    memberQq: snake.member_qq,
    memberSkype: snake.member_skype,
    memberWechat: snake.member_wechat,
    memberFb: snake.member_fb,
    memberZalo: snake.member_zalo,
    memberTelegram: snake.member_telegram,
    memberWhatsApp: snake.member_whats_app,
    newIdentityId: snake.new_identity_id,
    identityId: snake.identity_id,
    withdrawPassword: wp,
  };
}

/** The enc value of the app entry (spec 001 §4): base64url of JSON {token}; our decision for the sandbox. */
export function encFor(token: string): string {
  return Buffer.from(JSON.stringify({ token })).toString("base64url");
}

export const memberHandlers = {
  layout: ({ member }) => ok(layoutOf(need(member))),
  agentLevelNames: () =>
    ok({
      detail: [1, 2, 3, 4, 5].map((l) => ({
        agent_level: l,
        name: ["Bronze", "Silver", "Gold", "Platinum", "Diamond"][l - 1] ?? "",
      })),
    }),
  profile: ({ member }) => ok({ member_profile: profileOf(need(member)) }),
  editProfile: ({ body, ctx, member }) => {
    const m = need(member);
    const settings = new Map(
      (
        ctx.db
          .prepare(
            "SELECT name, is_display, is_unique, is_member_center, is_member_center_verification FROM register_settings WHERE currency = ?",
          )
          .all(m.currency) as unknown as ProfileSettingRow[]
      ).map((r) => [r.name, r]),
    );
    const fields = PROFILE_FIELDS.filter((f) => body[f] !== undefined);
    for (const f of fields) {
      const s = settings.get(f);
      if (!s || s.is_display !== 1 || s.is_member_center !== 1)
        return fail(PROFILE_EDIT_CODES.notEditable, `${f}: cannot be completed in the member centre`);
      if (hasText(m[PROFILE_COLUMN[f]])) return fail(PROFILE_EDIT_CODES.alreadySet, `${f}: already set`);
    }
    // Player protection: a birthday set in the member centre must make the member 18 or over.
    const birthday = (body as { member_birthday?: string }).member_birthday;
    if (birthday !== undefined && birthday !== "" && !oldEnough(birthday, memberNow(ctx.db, m.id)))
      return fail(PROTECTION_CODES.underAge, "member_birthday: members must be 18 or over", {
        field: "member_birthday",
      });
    const phone = body.member_phone;
    if (phone !== undefined) {
      if (phone.startsWith("999999"))
        return fail(REGISTER_CODES.phone, "this phone number cannot be used, contact customer service");
      if (settings.get("member_phone")?.is_member_center_verification === 1) {
        const sms = ctx.db.prepare("SELECT code FROM sms WHERE phone = ?").get(phone) as { code: string } | undefined;
        if (!body.phone_verify || sms?.code !== body.phone_verify)
          return fail(PROFILE_EDIT_CODES.wrongVerify, "phone_verify: wrong verification code");
      }
    }
    const repeat: Partial<Record<ProfileField, number>> = {
      member_phone: PROFILE_EDIT_CODES.phoneRepeat,
      member_email: PROFILE_EDIT_CODES.emailRepeat,
      identity_id: PROFILE_EDIT_CODES.identityRepeat,
    };
    for (const f of fields) {
      const code = repeat[f];
      if (code === undefined || settings.get(f)?.is_unique !== 1) continue;
      const taken = ctx.db
        .prepare(`SELECT 1 FROM members WHERE ${PROFILE_COLUMN[f]} = ? COLLATE NOCASE AND id <> ?`)
        .get(body[f] ?? "", m.id);
      if (taken) return fail(code, `${f} already exists`);
    }
    transaction(ctx.db, () => {
      for (const f of fields)
        ctx.db.prepare(`UPDATE members SET ${PROFILE_COLUMN[f]} = ? WHERE id = ?`).run(body[f] ?? null, m.id);
      if (phone !== undefined) ctx.db.prepare("DELETE FROM sms WHERE phone = ?").run(phone);
    });
    ctx.emit.toMember(m.id, EVENTS.profileUpdated.name, {});
    return ok({ member_profile: profileOf(memberById(ctx.db, m.id) ?? m) });
  },
  profileSms: (args) => {
    const m = need(args.member);
    // The register SMS's own rules and lock (spec 001 §4, §8, §9), for the member's currency.
    return registerHandlers.sendSms({
      ...args,
      body: {
        member_phone: args.body.member_phone,
        currency: m.currency as Currency,
        type: "register_member",
        site_id: 1,
      },
    });
  },
  withdrawPassword: ({ body, ctx, member }) => {
    const m = need(member);
    if (m.withdraw_password_hash) {
      if (body.old_withdraw_password === undefined)
        return fail(WITHDRAW_PASSWORD_CODES.oldRequired, "old_withdraw_password is required");
      // The old password counts toward the withdraw-password attempt limit (withdraw-password.ts).
      const pin = checkWithdrawPin(ctx.db, m, body.old_withdraw_password);
      if (!pin.ok && pin.problem === "locked")
        return fail(WITHDRAW_PASSWORD_CODES.locked, "too many wrong withdraw passwords", {
          locked_until: pin.locked_until,
        });
      if (!pin.ok)
        return fail(WITHDRAW_PASSWORD_CODES.oldWrong, "old_withdraw_password is wrong", {
          attempts_left: pin.problem === "wrong" ? pin.attempts_left : 0,
        });
      if (body.old_withdraw_password === body.withdraw_password)
        return fail(WITHDRAW_PASSWORD_CODES.sameAsOld, "the new withdraw password must differ from the old one");
    }
    ctx.db
      .prepare("UPDATE members SET withdraw_password_hash = ? WHERE id = ?")
      .run(hashSecret(body.withdraw_password), m.id);
    ctx.emit.toMember(m.id, EVENTS.profileUpdated.name, {});
    return ok({});
  },
  editPassword: ({ body, ctx, member, token }) => {
    const m = need(member);
    if (!verifySecret(body.old_password, m.password_hash))
      return fail(EDIT_PASSWORD_CODES.oldPasswordWrong, "old password is wrong");
    if (body.password !== body.password_confirmation)
      return fail(EDIT_PASSWORD_CODES.confirmationDiffers, "password_confirmation does not match password");
    // the forced first-login change (and any change) must really change it.
    if (body.password === body.old_password)
      return fail(EDIT_PASSWORD_CODES.sameAsOld, "the new password must differ from the old password");
    ctx.db
      .prepare("UPDATE members SET password_hash = ?, first_login_to_change_password = 0 WHERE id = ?")
      .run(hashSecret(body.password), m.id);
    // Every other session dies with the old password; this one proved it and stays.
    revokeOthers(ctx, m.id, token);
    return ok({});
  },
  bonusSettingCheck: ({ body }) =>
    ok({ is_friend: body.member_currency === "INR" || body.member_currency === "USD" ? 1 : 0 }),
  applyForAgentCheck: ({ body, ctx, member }) => {
    const m = need(member);
    // apply_agent_flag 1: may the member apply to become an agent now (src/contract/agent-apply.ts)?
    if (body.apply_agent_flag === 1) return applyRefusal(ctx, m) ?? ok({ can_apply: true });
    if (m.is_agent) return fail(101, "the member is already an agent", { can_apply: false });
    if (m.introducer_id) return fail(104, "members with an introducer agent cannot apply", { can_apply: false });
    return ok({ can_apply: true });
  },
  cashSurplusCheck: ({ member }) => ok({ active: need(member).cash > 0 ? 1 : 0 }),
  memberInfo: ({ body, ctx }) => {
    const m = memberById(ctx.db, body.id);
    return m ? ok({ currency: m.currency }) : fail(101, "member not found");
  },
  getInfoData: ({ body, ctx }) => {
    let token = "";
    try {
      const parsed = JSON.parse(Buffer.from(body.enc, "base64url").toString("utf8")) as unknown;
      if (parsed && typeof parsed === "object" && "token" in parsed && typeof parsed.token === "string")
        token = parsed.token;
    } catch {
      token = "";
    }
    const m = memberForToken(ctx.db, token);
    if (!m) return fail(101, "enc is not valid");
    return ok(
      JSON.stringify(
        InfoDataSchema.parse({ tk: token, member_id: m.id, member_account: m.account, member_currency: m.currency }),
      ),
    );
  },
  logout: ({ ctx, token }) => {
    if (token) revokeToken(ctx, token);
    return ok({});
  },
} satisfies Partial<Handlers>;
