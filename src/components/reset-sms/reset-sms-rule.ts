// Ships to server and browser (pure). The password reset's SMS code rule (our extension, contract RESET_SMS).
import { RESET_SMS } from "../../contract/auth.ts";
import type { Message } from "../../lib/i18n/message.ts";

/** Required, RESET_SMS.digits (6) digits, as the phone verification code of spec 001 §5, §9. */
export function validateResetSmsCode(code: string): Message | undefined {
  const v = code.trim();
  if (v === "") return { key: "auth.err.sms_code_required" };
  return new RegExp(`^\\d{${RESET_SMS.digits}}$`).test(v)
    ? undefined
    : { key: "register.err.phoneVerify", params: { n: RESET_SMS.digits } };
}
