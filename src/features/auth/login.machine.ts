// Pure. What each platform code of the login flows means for the member (spec 001 §8), the form rules of
// spec 001 §5 and the parsing of query-string, enc and popup logins (spec 001 §4). No React, stores or fetch.
import { LOGIN_CODES, PASSWORD_PATTERN } from "../../contract/auth.ts";
import { isCurrency, LIMITS, type Currency } from "../../lib/config/constants.ts";

/** What the member is told: a locale key (with params) or the server's own message. */
export type Notice = { key: string; params?: Record<string, string | number> } | { text: string };

export type LoginOutcome =
  | { type: "error"; notice: Notice; captchaWait: boolean }
  | { type: "doubleValidation" }
  | { type: "transferValidation" };

function server(message: string): Notice {
  return message ? { text: message } : { key: "api.error.unhandled" };
}

/** spec 001 §8 login: 101 account_error; 102 account_disable; 103 account_freezen; 105 verify_failed; 201-203 ip_error + code; 106 ip_error; 107 double validation; 802 transfer validation; others the server message. Code 101 starts the 1 s captcha wait (spec 001 §4). */
export function loginOutcome(code: number, message: string): LoginOutcome {
  switch (code) {
    case LOGIN_CODES.accountError:
      return { type: "error", notice: { key: "account_error" }, captchaWait: true };
    case LOGIN_CODES.accountDisabled:
      return { type: "error", notice: { key: "account_disable" }, captchaWait: false };
    case LOGIN_CODES.accountFrozen:
      return { type: "error", notice: { key: "account_freezen" }, captchaWait: false };
    case LOGIN_CODES.verifyFailed:
      return { type: "error", notice: { key: "verify_failed" }, captchaWait: false };
    case LOGIN_CODES.ipError:
      return { type: "error", notice: { key: "ip_error" }, captchaWait: false };
    case LOGIN_CODES.differentDevice:
      return { type: "doubleValidation" };
    case LOGIN_CODES.transferValidation:
      return { type: "transferValidation" };
    default:
      if ((LOGIN_CODES.ipErrors as readonly number[]).includes(code))
        return { type: "error", notice: { key: "auth.ip_error_code", params: { code } }, captchaWait: false };
      return { type: "error", notice: server(message), captchaWait: false };
  }
}

/** spec 001 §8 double validation: 101, 102, 202 server message; 106 ip_error; 103, 104, 105, 205, 206 verify_failed; 998 double_validation_faild. */
export function doubleValidationNotice(code: number, message: string): Notice {
  if ([101, 102, 202].includes(code)) return server(message);
  if (code === 106) return { key: "ip_error" };
  if ([103, 104, 105, 205, 206].includes(code)) return { key: "verify_failed" };
  if (code === 998) return { key: "double_validation_faild" };
  return server(message);
}

/** spec 001 §8: skip 101 shows account_error. */
export function skipNotice(code: number, message: string): Notice {
  return code === 101 ? { key: "account_error" } : server(message);
}

/** spec 001 §8 transfer verify: 101, 102, 201-204 'please re-verify'. */
export function transferVerifyNotice(code: number, message: string): Notice {
  return [101, 102, 201, 202, 203, 204].includes(code) ? { key: "auth.transfer.reverify" } : server(message);
}

/** spec 001 §8 transfer reset: 101, 102, 201-203 'please re-verify' (and back to the verify step). */
export function transferResetOutcome(code: number, message: string): { notice: Notice; reverify: boolean } {
  return [101, 102, 201, 202, 203].includes(code)
    ? { notice: { key: "auth.transfer.reverify" }, reverify: true }
    : { notice: server(message), reverify: false };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** spec 001 §5 login: account, password and captcha answer are required. */
export function validateLogin(v: {
  account: string;
  password: string;
  answer: string;
}): FieldErrors<"account" | "password" | "answer"> {
  const e: FieldErrors<"account" | "password" | "answer"> = {};
  if (!v.account.trim()) e.account = "auth.err.account_required";
  if (!v.password) e.password = "auth.err.password_required";
  if (!v.answer.trim()) e.answer = "auth.err.captcha_required";
  return e;
}

/** spec 001 §5 double validation: an answer and a captcha are required. */
export function validateDoubleValidation(v: { answer: string; captcha: string }): FieldErrors<"answer" | "captcha"> {
  const e: FieldErrors<"answer" | "captcha"> = {};
  if (!v.answer.trim()) e.answer = "auth.err.answer_required";
  if (!v.captcha.trim()) e.captcha = "auth.err.captcha_required";
  return e;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec 001 §5 transfer verification: withdraw password; e-mail well formed or phone present; code equal to the shown captcha. */
export function validateTransferVerify(v: {
  withdrawPassword: string;
  via: "email" | "phone";
  email: string;
  phone: string;
  code: string;
  shownCode: string;
}): FieldErrors<"withdrawPassword" | "email" | "phone" | "code"> {
  const e: FieldErrors<"withdrawPassword" | "email" | "phone" | "code"> = {};
  if (!new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`).test(v.withdrawPassword))
    e.withdrawPassword = "auth.err.withdraw_password";
  if (v.via === "email" && !EMAIL.test(v.email.trim())) e.email = "auth.err.email";
  if (v.via === "phone" && !/^\d+$/.test(v.phone.trim())) e.phone = "auth.err.phone";
  if (!v.code.trim()) e.code = "auth.err.captcha_required";
  else if (v.code.trim() !== v.shownCode) e.code = "auth.err.captcha_mismatch";
  return e;
}

/**
 * spec 001 §5 new password: 6-12 characters (letters and digits, one of each, as registration), confirmation
 * must match; spec 001 §6 forced change: a change that keeps the old password is no change, so the new one
 * must differ from the old one when the form asks for it (issue 7: newbie01 "changed" newbie1234 to itself).
 */
export function validateNewPassword(v: {
  password: string;
  confirm: string;
  old?: string;
}): FieldErrors<"old" | "password" | "confirm"> {
  const e: FieldErrors<"old" | "password" | "confirm"> = {};
  if (v.old !== undefined && !v.old) e.old = "auth.err.password_required";
  if (v.password.length < LIMITS.passwordMin || v.password.length > LIMITS.passwordMax)
    e.password = "auth.err.password_length";
  else if (!PASSWORD_PATTERN.test(v.password)) e.password = "auth.err.password_chars";
  else if (v.old !== undefined && v.password === v.old) e.password = "auth.err.password_same_as_old";
  if (!v.confirm) e.confirm = "auth.err.confirm_required";
  else if (v.confirm !== v.password) e.confirm = "auth.err.confirm_mismatch";
  return e;
}

/**
 * Codes of /member/profile/edit_password (the "password form" of spec 001 §7; codes our decision, contract
 * member.ts): 101 old password wrong, 102 confirmation differs, 103 new password equal to the old one.
 */
export const EDIT_PASSWORD_CODES = { oldWrong: 101, confirmMismatch: 102, sameAsOld: 103 } as const;

export type PasswordField = "old" | "password" | "confirm";

/** What a refused password change tells the member, and on which field; other codes show the server message. */
export function changePasswordOutcome(code: number, message: string): { notice: Notice; field: PasswordField | null } {
  switch (code) {
    case EDIT_PASSWORD_CODES.oldWrong:
      return { notice: { key: "auth.password.old_wrong" }, field: "old" };
    case EDIT_PASSWORD_CODES.confirmMismatch:
      return { notice: { key: "auth.err.confirm_mismatch" }, field: "confirm" };
    case EDIT_PASSWORD_CODES.sameAsOld:
      return { notice: { key: "auth.err.password_same_as_old" }, field: "password" };
    default:
      return { notice: server(message), field: null };
  }
}

export function hasErrors(e: object): boolean {
  return Object.keys(e).length > 0;
}

export interface QueryLogin {
  token: string;
  memberId: number;
  account: string;
  currency: Currency;
  memberType: number;
}

export interface QueryFlags {
  login: QueryLogin | null;
  header: boolean | null;
  footer: boolean | null;
  pwa: boolean;
  enc: string | null;
}

function flag(v: string | null): boolean | null {
  if (v === null) return null;
  return !(v === "0" || v === "false" || v === "hide");
}

/** spec 001 §4, §6: query-string login (tk, member_account, member_currency, member_id, member_type) and the header, footer, pwa and enc flags. */
export function parseQueryLogin(search: string): QueryFlags {
  const q = new URLSearchParams(search);
  const tk = q.get("tk");
  const id = q.get("member_id");
  const currency = q.get("member_currency");
  const type = q.get("member_type");
  let login: QueryLogin | null = null;
  if (tk && /^[\w.\-~+/=]{8,512}$/.test(tk) && id && /^\d{1,12}$/.test(id) && Number(id) > 0 && isCurrency(currency)) {
    login = {
      token: tk,
      memberId: Number(id),
      account: (q.get("member_account") ?? "").slice(0, 50),
      currency,
      memberType: type && /^\d{1,3}$/.test(type) ? Number(type) : 1,
    };
  }
  const enc = q.get("enc");
  return {
    login,
    header: flag(q.get("header")),
    footer: flag(q.get("footer")),
    pwa: q.get("pwa") === "1" || q.get("pwa") === "true",
    enc: enc && enc.length <= 4096 ? enc : null,
  };
}

/** What a query-string or enc login does to the session already in this browser. */
export type EntryLoginDecision =
  { type: "login" } | { type: "keep" } | { type: "refresh" } | { type: "ask"; current: string; incoming: string };

/** How a member is named in the switch question: the account, else the member id. */
function accountName(account: string, memberId: number): string {
  return account.trim() || `#${memberId}`;
}

/**
 * spec 001 §2 query-string login, §4 app entry (enc), issue 7 security (login CSRF): a link must not silently
 * swap the member's session for somebody else's (who would then receive their deposits). No session: log in.
 * The same member (same member_id): keep the session, taking a new token quietly. Another member: ask first.
 */
export function entryLoginDecision(
  current: { memberId: number; token: string; account: string } | null,
  incoming: QueryLogin,
): EntryLoginDecision {
  if (!current) return { type: "login" };
  if (current.memberId === incoming.memberId)
    return current.token === incoming.token ? { type: "keep" } : { type: "refresh" };
  return {
    type: "ask",
    current: accountName(current.account, current.memberId),
    incoming: accountName(incoming.account, incoming.memberId),
  };
}

/** The query keys the site removes from the address after reading them. */
export const QUERY_LOGIN_KEYS = ["tk", "member_account", "member_currency", "member_id", "member_type", "enc"] as const;

/** Parses the JSON text /get_info_data answers (spec 001 §7); null when it is not the expected shape. */
export function parseInfoData(text: unknown): QueryLogin | null {
  if (typeof text !== "string") return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const id = typeof o["member_id"] === "number" ? o["member_id"] : Number(o["member_id"]);
  if (typeof o["tk"] !== "string" || !o["tk"] || !Number.isInteger(id) || id <= 0 || !isCurrency(o["member_currency"]))
    return null;
  return {
    token: o["tk"],
    memberId: id,
    account: typeof o["member_account"] === "string" ? o["member_account"] : "",
    currency: o["member_currency"],
    memberType: 1,
  };
}

/** Messages of the third-party login popup (spec 001 §4). */
export type PopupMessage =
  | { type: "authLogin"; login: QueryLogin }
  | { type: "authLoginClose"; code: number | null; message: string }
  | { type: "quickGame"; window: "game" | "deposit" | "fp" };

/** Accepts a popup message only from the site's own origin and of a known shape. */
export function parsePopupMessage(origin: string, expectedOrigin: string, data: unknown): PopupMessage | null {
  if (origin !== expectedOrigin || !data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d["type"] === "authLogin") {
    const login = typeof d["search"] === "string" ? parseQueryLogin(d["search"]).login : null;
    return login ? { type: "authLogin", login } : null;
  }
  if (d["type"] === "authLoginClose") {
    const code =
      typeof d["code"] === "number"
        ? d["code"]
        : typeof d["code"] === "string" && /^\d+$/.test(d["code"])
          ? Number(d["code"])
          : null;
    return {
      type: "authLoginClose",
      code,
      message: typeof d["message"] === "string" ? d["message"].slice(0, 300) : "",
    };
  }
  if (d["type"] === "quickGame") {
    const w = d["window"];
    return { type: "quickGame", window: w === "deposit" || w === "fp" ? w : "game" };
  }
  return null;
}

/** What the /authCallback popup sends to its opener, from its own query. */
export function popupMessageFromQuery(search: string): Record<string, string | number | null> {
  const q = new URLSearchParams(search);
  if (q.get("quickGame") !== null) return { type: "quickGame", window: q.get("quickGame") || "game" };
  if (parseQueryLogin(search).login) return { type: "authLogin", search };
  const code = q.get("code");
  return {
    type: "authLoginClose",
    code: code && /^\d+$/.test(code) ? Number(code) : null,
    message: q.get("message") ?? "",
  };
}

/** A client captcha for transfer verification (spec 001 §5 "verify code equal to the shown captcha"). */
export function clientCaptchaCode(random: () => number): string {
  let s = "";
  for (let i = 0; i < 4; i++) s += String(Math.floor(random() * 10) % 10);
  return s;
}

export function clientCaptchaImage(code: string, random: () => number): string {
  const chars = [...code]
    .map(
      (c, i) =>
        `<text x="${14 + i * 20}" y="${28 + Math.round(random() * 6 - 3)}" transform="rotate(${Math.round(random() * 20 - 10)} ${14 + i * 20} 24)">${c}</text>`,
    )
    .join("");
  const lines = Array.from(
    { length: 3 },
    () => `<line x1="0" y1="${Math.round(random() * 40)}" x2="100" y2="${Math.round(random() * 40)}" stroke="#9ab" />`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#f4f6fa"/>${lines}<g font-family="monospace" font-size="22" font-weight="700" fill="#223">${chars}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
