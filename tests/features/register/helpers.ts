// Register settings shaped like the sandbox seed (sandbox/db/seed.ts), for the registration tests.
import type { RegisterSetting } from "../../../src/contract/register.ts";
import type { ReferralCookies } from "../../../src/features/register/mode.ts";
import type { Currency } from "../../../src/lib/config/constants.ts";

type Row = [RegisterSetting["name"], 0 | 1, 0 | 1, 0 | 1, 0 | 1];

export function settingsFor(currency: Currency, rows: Row[]): RegisterSetting[] {
  return rows.map(([name, d, r, u, v]) => ({
    name,
    currency,
    is_display: d,
    is_required: r,
    is_unique: u,
    is_member_center: 1,
    is_verification: v,
  }));
}

/** [name, display, required, unique, verification] */
export const INR: Row[] = [
  ["check_password", 1, 1, 0, 0],
  ["member_name", 1, 1, 0, 0],
  ["member_email", 1, 0, 1, 0],
  ["member_phone", 1, 1, 1, 1],
  ["member_birthday", 0, 0, 0, 0],
  ["member_telegram", 1, 0, 0, 0],
  ["member_whats_app", 1, 0, 0, 0],
  ["identity_id", 0, 0, 1, 0],
  ["withdraw_password", 1, 0, 0, 0],
  ["captcha", 1, 1, 0, 0],
  ["introducer", 1, 0, 0, 0],
];

export const USD: Row[] = [
  ["check_password", 1, 1, 0, 0],
  ["member_name", 1, 0, 0, 0],
  ["member_email", 1, 1, 1, 0],
  ["member_phone", 1, 0, 1, 0],
  ["member_birthday", 1, 0, 0, 0],
  ["member_telegram", 1, 0, 0, 0],
  ["member_whats_app", 0, 0, 0, 0],
  ["identity_id", 0, 0, 1, 0],
  ["withdraw_password", 1, 0, 0, 0],
  ["captcha", 1, 1, 0, 0],
  ["introducer", 1, 0, 0, 0],
];

export const VND: Row[] = [
  ["check_password", 1, 1, 0, 0],
  ["member_name", 1, 1, 0, 0],
  ["member_phone", 1, 1, 1, 1],
  ["member_zalo", 1, 0, 0, 0],
  ["captcha", 1, 1, 0, 0],
];

export const RMB: Row[] = [
  ["member_name", 1, 1, 0, 0],
  ["member_qq", 1, 1, 0, 0],
  ["member_wechat", 1, 0, 0, 0],
  ["member_skype", 1, 0, 0, 0],
  ["member_fb", 1, 0, 0, 0],
  ["member_zalo", 1, 0, 0, 0],
  ["member_birthday", 1, 1, 0, 0],
  ["identity_id", 1, 1, 1, 0],
  ["withdraw_password", 1, 1, 0, 0],
];

export const ALL_SETTINGS: RegisterSetting[] = [
  ...settingsFor("INR", INR),
  ...settingsFor("USD", USD),
  ...settingsFor("VND", VND),
  ...settingsFor("RMB", RMB),
];

/** No referral cookie at all (a visitor who came without a link). */
export const NO_REFERRAL: ReferralCookies = {
  registerType: null,
  memberAgent: null,
  recommendCode: null,
  currency: null,
  agentDomainId: null,
};
