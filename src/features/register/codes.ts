// Ships to server and browser (pure). Registration and SMS codes (spec 001 §8) to the field they land on and
// the message the member reads. The codes themselves come from the contract.
import { REGISTER_CODES as C, SMS_CODES as S } from "../../contract/register.ts";
import { PROTECTION_CODES as P } from "../../contract/protection.ts";
import type { FieldKey } from "./fields.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";

export interface CodeOutcome {
  /** The field the error sits on; "form" for errors about the whole registration. */
  field: FieldKey | "form";
  error: Message;
}

const key = (field: FieldKey | "form", k: LocaleKey) => ({ field, error: { key: k } }) as const;

/** spec 001 §8 "Registration, mapped to field errors". */
const REGISTER_TABLE: Readonly<Record<number, { field: FieldKey | "form"; key: LocaleKey | null }>> = {
  [C.accountRepeat]: { field: "memberAccount", key: "register.err.accountRepeat" },
  [C.nameRepeat]: { field: "memberName", key: "register.err.nameRepeat" },
  [C.phoneRepeat]: { field: "memberPhone", key: "register.err.phoneRepeat" },
  [C.emailRepeat]: { field: "memberEmail", key: "register.err.emailRepeat" },
  [C.noAgent]: { field: "introducer", key: "register.err.noAgent" },
  [C.recommendClosed]: { field: "introducer", key: "register.err.recommendClosed" },
  [C.agentDisabled]: { field: "introducer", key: "register.err.agentDisabled" },
  [C.recommendDisabled]: { field: "introducer", key: "register.err.recommendDisabled" },
  [C.codeDisabled]: { field: "introducer", key: "register.err.codeDisabled" },
  [C.introducerNotFound]: { field: "introducer", key: "register.err.introducerNotFound" },
  [C.introducerNotFound2]: { field: "introducer", key: "register.err.introducerNotFound" },
  [C.wrongVerify]: { field: "phoneVerify", key: "register.err.wrongVerify" },
  [C.identityRepeat]: { field: "identityId", key: "register.err.identityRepeat" },
  [C.identityRepeat2]: { field: "identityId", key: "register.err.identityRepeat" },
  [C.nameBlacklisted]: { field: "memberName", key: "register.err.nameBlacklisted" },
  [C.invalidEmail]: { field: "memberEmail", key: "register.err.email" },
  [C.invalidPhone]: { field: "memberPhone", key: "register.err.phoneInvalid" },
  // 215: the phone field with the server's message.
  [C.phone]: { field: "memberPhone", key: null },
  [C.emailBlacklisted]: { field: "memberEmail", key: "register.err.emailBlacklisted" },
  [C.ipError]: { field: "form", key: "register.err.ip" },
  [C.introducerError]: { field: "introducer", key: "register.err.introducerError" },
  [C.captchaFailed]: { field: "verifyCode", key: "register.err.captchaFailed" },
  [C.invalidName]: { field: "memberName", key: "register.err.nameInvalid" },
  [C.invalidIntroducer]: { field: "introducer", key: "register.err.introducerInvalid" },
  [C.tooOften]: { field: "form", key: "register.err.tooOften" },
  [C.ipLimit]: { field: "form", key: "register.err.ipLimit" },
  // Player protection (OUR EXTENSION, src/contract/protection.ts).
  [P.underAge]: { field: "memberBirthday", key: "protection.err.underAge" },
  [P.ageNotConfirmed]: { field: "agreement", key: "signup.err_agreement" },
  [P.countryBlocked]: { field: "form", key: "protection.country.refused" },
};

/** spec 001 §8 "301-308 contact-field server messages" (the order of the contact fields, as the platform numbers them). */
export const CONTACT_CODE_FIELDS: Readonly<Record<number, FieldKey>> = {
  301: "memberQq",
  302: "memberTelegram",
  303: "memberWhatsApp",
  304: "memberWechat",
  305: "memberZalo",
  306: "memberSkype",
  307: "memberFb",
  308: "memberOthers",
};

const serverText = (message: string): Message => (message.trim() ? { text: message } : { key: "register.err.error" });

/** Where a failed /register or /register/verification answer lands (spec 001 §8). */
export function registerCodeOutcome(code: number, message: string): CodeOutcome {
  const row = REGISTER_TABLE[code];
  if (row) return row.key ? key(row.field, row.key) : { field: row.field, error: serverText(message) };
  const contact = CONTACT_CODE_FIELDS[code];
  if (contact) return { field: contact, error: serverText(message) };
  // Others show the server message or 'error'.
  return { field: "form", error: serverText(message) };
}

export type SmsOutcome = { kind: "sent" } | { kind: "failed"; error: Message; startCountdown: boolean };

/** spec 001 §8 SMS: 099, 102 (countdown still starts), 103, 104, 201; others the server message. */
const SMS_TABLE: Readonly<Record<number, { key: LocaleKey; startCountdown: boolean }>> = {
  [S.verifyError]: { key: "register.sms.verifyError", startCountdown: false },
  [S.rateLimited]: { key: "register.sms.rateLimited", startCountdown: true },
  [S.noBalance]: { key: "register.sms.noBalance", startCountdown: false },
  [S.contactService]: { key: "register.sms.contactService", startCountdown: false },
  [S.phoneBlank]: { key: "register.sms.phoneBlank", startCountdown: false },
};

export function smsCodeOutcome(code: number, message: string): SmsOutcome {
  const row = SMS_TABLE[code];
  return row
    ? { kind: "failed", error: { key: row.key }, startCountdown: row.startCountdown }
    : { kind: "failed", error: serverText(message), startCountdown: false };
}
