// Ships to server and browser (pure). What the platform's refusal codes of the account flows tell the member
// (spec 001 §8): login, double validation, its skip, transfer validation, the password change.
import { LOGIN_CODES, LimitWaitSchema } from "../../contract/auth.ts";
import { EDIT_PASSWORD_CODES } from "../../contract/member.ts";
import { LOGIN_TWO_FACTOR_CODE } from "../../contract/security.ts";
import { serverMessage as server, type Message } from "../../lib/i18n/message.ts";
import { protectionRefusal } from "../protection/index.ts";

export type LoginOutcome =
  | { type: "error"; message: Message; captchaWait: boolean }
  | { type: "doubleValidation" }
  | { type: "transferValidation" }
  /** Two-factor is on: the second step asks for a code (LOGIN_TWO_FACTOR_CODE, our extension). */
  | { type: "twoFactor" };

/** spec 001 §8 login: 101 account_error; 102 account_disable; 103 account_freezen; 105 verify_failed; 201-203 ip_error + code; 106 ip_error; 107 double validation; 802 transfer validation; others the server message. Code 101 starts the 1 s captcha wait (spec 001 §4). */
const refused = (message: Message, captchaWait = false): LoginOutcome => ({ type: "error", message, captchaWait });

/** The codes with a fixed outcome, one row each (the same table shape as registration's, register/codes.ts). */
const LOGIN_TABLE: Readonly<Record<number, LoginOutcome>> = {
  [LOGIN_CODES.accountError]: refused({ key: "account_error" }, true),
  [LOGIN_CODES.accountDisabled]: refused({ key: "account_disable" }),
  [LOGIN_CODES.accountFrozen]: refused({ key: "account_freezen" }),
  [LOGIN_CODES.verifyFailed]: refused({ key: "verify_failed" }),
  [LOGIN_CODES.ipError]: refused({ key: "ip_error" }),
  [LOGIN_CODES.differentDevice]: { type: "doubleValidation" },
  [LOGIN_CODES.transferValidation]: { type: "transferValidation" },
  [LOGIN_TWO_FACTOR_CODE]: { type: "twoFactor" },
};

export function loginOutcome(code: number, message: string, data?: unknown, locale = "en-US"): LoginOutcome {
  // Player protection (OUR EXTENSION): a blocked country, the night block, a time-out or self-exclusion, with
  // the date it ends in the page's language.
  const protection = protectionRefusal(code, data, locale);
  if (protection) return refused(protection);
  if (code === LOGIN_CODES.tooManyAttempts) {
    // Our extension (contract LOGIN_LIMITS): say when another try may be made, in whole minutes.
    const wait = LimitWaitSchema.safeParse(data);
    const minutes = wait.success ? Math.max(1, Math.ceil(wait.data.retry_after / 60)) : 1;
    return refused({ key: "auth.err.too_many_attempts", params: { minutes } });
  }
  const row = LOGIN_TABLE[code];
  if (row) return row;
  if ((LOGIN_CODES.ipErrors as readonly number[]).includes(code))
    return refused({ key: "auth.ip_error_code", params: { code } });
  return refused(server(message));
}

/** spec 001 §8 double validation: 101, 102, 202 server message; 106 ip_error; 103, 104, 105, 205, 206 verify_failed; 998 double_validation_faild. */
export function doubleValidationMessage(code: number, message: string): Message {
  if ([101, 102, 202].includes(code)) return server(message);
  if (code === 106) return { key: "ip_error" };
  if ([103, 104, 105, 205, 206].includes(code)) return { key: "verify_failed" };
  if (code === 998) return { key: "double_validation_faild" };
  return server(message);
}

/** spec 001 §8: skip 101 shows account_error. */
export function skipMessage(code: number, message: string): Message {
  return code === 101 ? { key: "account_error" } : server(message);
}

/**
 * spec 001 §8 transfer verify: 101, 102, 201-204 'please re-verify'. A 102 that carries retry_after (our extension,
 * VERIFY_LIMITS or the withdraw-password lock) also says when to try again.
 */
export function transferVerifyMessage(code: number, message: string, data?: unknown): Message {
  const wait = LimitWaitSchema.safeParse(data);
  if (code === 102 && wait.success)
    return { key: "auth.err.reverify_wait", params: { minutes: Math.max(1, Math.ceil(wait.data.retry_after / 60)) } };
  return [101, 102, 201, 202, 203, 204].includes(code) ? { key: "auth.transfer.reverify" } : server(message);
}

/** spec 001 §8 transfer reset: 101, 102, 201-203 'please re-verify' (and back to the verify step). */
export function transferResetOutcome(code: number, message: string): { message: Message; reverify: boolean } {
  return [101, 102, 201, 202, 203].includes(code)
    ? { message: { key: "auth.transfer.reverify" }, reverify: true }
    : { message: server(message), reverify: false };
}

export type PasswordField = "old" | "password" | "confirm";

/**
 * What a refused password change tells the member, and on which field (the codes of /member/profile/edit_password,
 * our decision in the contract: EDIT_PASSWORD_CODES); other codes show the server message.
 */
export function changePasswordOutcome(
  code: number,
  message: string,
): { message: Message; field: PasswordField | null } {
  switch (code) {
    case EDIT_PASSWORD_CODES.oldPasswordWrong:
      return { message: { key: "auth.password.old_wrong" }, field: "old" };
    case EDIT_PASSWORD_CODES.confirmationDiffers:
      return { message: { key: "auth.err.confirm_mismatch" }, field: "confirm" };
    case EDIT_PASSWORD_CODES.sameAsOld:
      return { message: { key: "auth.err.password_same_as_old" }, field: "password" };
    default:
      return { message: server(message), field: null };
  }
}
