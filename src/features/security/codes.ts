// Ships to server and browser (pure). What account security's refusals tell the member (src/contract/security.ts,
// our extension), and the shape of a code as the member types it.
import { LimitWaitSchema } from "../../contract/auth.ts";
import {
  LOGIN_TWO_FACTOR_EXPIRED,
  RECOVERY_CODES,
  SESSION_CODES,
  TWO_FACTOR_CODES,
  TwoFactorWrongSchema,
} from "../../contract/security.ts";
import { serverMessage, type Message } from "../../lib/i18n/message.ts";

/** The code as sent: spaces dropped (apps show "123 456"), lower case (recovery codes). */
export function normalizeCode(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

/** A 6-digit code, or a recovery code when `recovery` is allowed. */
export function isCodeShape(text: string, recovery = true): boolean {
  const c = normalizeCode(text);
  return /^\d{6}$/.test(c) || (recovery && RECOVERY_CODES.pattern.test(c));
}

/** A refusal of a call that checks a code, in words; null when the code is not one of account security's. */
export function twoFactorMessage(code: number, data?: unknown): Message | null {
  switch (code) {
    case TWO_FACTOR_CODES.required:
      return { key: "security.2fa.err.required" };
    case TWO_FACTOR_CODES.wrong: {
      const left = TwoFactorWrongSchema.safeParse(data);
      return left.success && left.data.attempts_left > 0
        ? { key: "security.2fa.err.wrong_left", params: { count: left.data.attempts_left } }
        : { key: "security.2fa.err.wrong" };
    }
    case TWO_FACTOR_CODES.locked: {
      const wait = LimitWaitSchema.safeParse(data);
      const minutes = wait.success ? Math.max(1, Math.ceil(wait.data.retry_after / 60)) : 1;
      return { key: "security.2fa.err.locked", params: { minutes } };
    }
    case TWO_FACTOR_CODES.alreadyOn:
      return { key: "security.2fa.err.already_on" };
    case TWO_FACTOR_CODES.noSetup:
      return { key: "security.2fa.err.no_setup" };
    case TWO_FACTOR_CODES.notOn:
      return { key: "security.2fa.err.not_on" };
    default:
      return null;
  }
}

/** The second step of a login: a wrong or locked code, or a login that expired (log in again). */
export function loginTwoFactorMessage(code: number, message: string, data?: unknown): Message {
  if (code === LOGIN_TWO_FACTOR_EXPIRED) return { key: "security.2fa.err.login_expired" };
  return twoFactorMessage(code, data) ?? serverMessage(message);
}

/** "Log out there" refusals. */
export function sessionMessage(code: number, message: string): Message {
  if (code === SESSION_CODES.notFound) return { key: "security.sessions.err.gone" };
  if (code === SESSION_CODES.isCurrent) return { key: "security.sessions.err.current" };
  return serverMessage(message);
}
