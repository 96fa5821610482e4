// Ships to server and browser (pure). The registration flow of spec 001 §4-§8 as a state machine: settings
// loading, demo block, field input and validation, unique checks, currency change, SMS countdown, submit.
// The store (register.store.ts) runs the calls and sends their results back as events.
import { smsPhoneProblem, type RegisterRequest, type RegisterSetting } from "../../contract/register.ts";
import type { DeviceInfo } from "../../contract/common.ts";
import { TIMING, type Currency } from "../../lib/config/constants.ts";
import { registerCodeOutcome, smsCodeOutcome, type CodeOutcome, type SmsOutcome } from "./codes.ts";
import {
  FIELD_ORDER,
  UNIQUE_WIRE,
  currencyIsOpen,
  emptyValues,
  rulesFor,
  type FieldErrors,
  type FieldKey,
  type FieldRules,
  type RegisterValues,
} from "./fields.ts";
import { asCurrency, introducerOf, type RegisterMode } from "./mode.ts";
import { fieldOfValue, validateAll, validateField, type ValidateContext } from "./validate.ts";
import type { Message } from "../../lib/i18n/message.ts";

/**
 * The SMS button for the number in the phone field. The countdown belongs to a number (spec 001 §4: 300 s after
 * sending; the platform locks per number too): another number may be sent at once, and coming back to a counted
 * number shows its countdown again (`smsLocks`).
 */
export type SmsState =
  { kind: "idle" } | { kind: "sending"; phone: string } | { kind: "counting"; until: number; phone: string };
export type SubmitState = { kind: "idle" } | { kind: "submitting" };

export interface Form {
  settings: readonly RegisterSetting[];
  /** Currencies the site offers. */
  currencies: readonly Currency[];
  /** The chosen currency; a string the site does not know when a link or domain names one. */
  currency: string;
  /** False shows "currency not yet open" (spec 001 §8) and blocks the submit. */
  open: boolean;
  /** Fixed by an agent domain (spec 001 §4). */
  locked: boolean;
  siteId: number;
  mode: RegisterMode;
  rules: FieldRules;
  values: RegisterValues;
  errors: FieldErrors;
  /** Fields whose /register/verification check is under way. */
  checking: readonly FieldKey[];
  sms: SmsState;
  /** Resend locks per phone number (ms since epoch), as the platform keeps them. */
  smsLocks: Readonly<Record<string, number>>;
  submit: SubmitState;
  /** Goes up whenever the captcha must be fetched again (captchas are single use). */
  captchaRound: number;
  /**
   * The field to scroll to and focus after a refused submit: the first one in error, in
   * form order; `round` goes up each time so the same field is focused again on the next refused submit.
   */
  focus: { field: FieldKey | "form"; round: number } | null;
}

export type State =
  | { kind: "loading" }
  | { kind: "demo" }
  | { kind: "failed"; error: Message }
  | { kind: "ready"; form: Form }
  | { kind: "registered"; account: string };

export type Event =
  | {
      type: "loaded";
      settings: readonly RegisterSetting[];
      currencies: readonly Currency[];
      currency: string;
      locked: boolean;
      siteId: number;
      mode: RegisterMode;
    }
  | { type: "loadFailed"; error: Message }
  | { type: "demo" }
  | { type: "input"; key: keyof RegisterValues; value: string | boolean }
  | { type: "blur"; field: FieldKey }
  | { type: "uniqueChecking"; field: FieldKey }
  | { type: "uniqueChecked"; field: FieldKey; error: Message | null }
  | { type: "currencyChanged"; currency: string }
  | { type: "smsRequested" }
  | { type: "smsSent"; now: number; lockSeconds?: number }
  | { type: "smsFailed"; code: number; message: string; now: number; platform: boolean }
  | { type: "smsCountdownEnded" }
  | { type: "submitRequested" }
  | { type: "submitFailed"; outcome: CodeOutcome }
  | { type: "registered"; account: string };

export const initialState: State = { kind: "loading" };

export function contextOf(form: Form): ValidateContext {
  return { rules: form.rules, currency: form.currency as Currency, siteId: form.siteId };
}

function withError(errors: FieldErrors, field: FieldKey | "form", error: Message | null): FieldErrors {
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

const IDLE: SmsState = { kind: "idle" };

/** The SMS button's state for `phone`: its own countdown if one runs, else idle (a send under way stays). */
function smsFor(form: Form, phone: string): SmsState {
  if (form.sms.kind === "sending") return form.sms;
  const p = phone.trim();
  const until = form.smsLocks[p];
  return until === undefined ? { kind: "idle" } : { kind: "counting", until, phone: p };
}

/** Builds the form for a currency; the introducer of a link or domain shows read-only. */
export function makeForm(e: Extract<Event, { type: "loaded" }>): Form {
  const known = asCurrency(String(e.currency), e.currencies);
  const open = known !== null && currencyIsOpen(e.settings, known);
  const rules = rulesFor(e.settings, (known ?? e.currency) as Currency);
  const values = emptyValues();
  if (e.mode.kind === "member_agent") values.introducer = e.mode.agentId;
  if (e.mode.kind === "recommend_code") values.introducer = e.mode.code;
  return {
    settings: e.settings,
    currencies: e.currencies,
    currency: e.currency,
    open,
    locked: e.locked,
    siteId: e.siteId,
    mode: e.mode,
    rules: withIntroducer(rules, e.mode),
    values,
    errors: {},
    checking: [],
    sms: { kind: "idle" },
    smsLocks: {},
    submit: { kind: "idle" },
    captchaRound: 0,
    focus: null,
  };
}

/** A link or domain introducer always shows (read-only) so its errors have a place (spec 001 §8 106-110). */
function withIntroducer(rules: FieldRules, mode: RegisterMode): FieldRules {
  if (mode.kind === "manual") return rules;
  return { ...rules, introducer: { display: true, required: false, unique: false, verification: false } };
}

/**
 * spec 001 §4: changing the currency resets the fields whose visibility changed and revalidates the unique
 * ones. Returns the new form and the fields whose /register/verification check must run again.
 */
export function changeCurrency(form: Form, currency: string): { form: Form; recheck: FieldKey[] } {
  if (form.locked) return { form, recheck: [] };
  const known = asCurrency(currency, form.currencies);
  const open = known !== null && currencyIsOpen(form.settings, known);
  const rules = withIntroducer(rulesFor(form.settings, (known ?? currency) as Currency), form.mode);
  const values = { ...form.values };
  let errors: FieldErrors = { ...form.errors };
  delete errors.form;
  for (const field of FIELD_ORDER) {
    if (rules[field].display === form.rules[field].display) continue;
    if (field === "memberBirthday") {
      values.birthYear = values.birthMonth = values.birthDay = "";
    } else if (field === "agreement") {
      values.agreement = false;
    } else {
      values[field] = "";
    }
    delete errors[field];
  }
  const next: Form = { ...form, currency, open, rules, values, errors, checking: [] };
  const ctx = contextOf(next);
  // Errors still shown are judged again under the new currency's rules.
  for (const field of FIELD_ORDER) {
    if (!errors[field]) continue;
    errors = withError(errors, field, validateField(field, values, ctx));
  }
  next.errors = errors;
  const recheck = FIELD_ORDER.filter((f) => uniqueCheckBody(next, f) !== null);
  return { form: next, recheck };
}

/** The /register/verification body for a unique field, or null when none is due (spec 001 §7). */
export function uniqueCheckBody(
  form: Form,
  field: FieldKey,
): (Record<string, string | number> & { site_id: number; verification: 1 }) | null {
  const wire = UNIQUE_WIRE[field];
  if (!wire || !form.open) return null;
  const rule = form.rules[field];
  if (!rule.display || !rule.unique) return null;
  if (field === "memberBirthday" || field === "agreement") return null;
  const value = String(form.values[field]).trim();
  if (value === "" || form.errors[field]) return null;
  return { site_id: form.siteId, member_currency: String(form.currency), verification: 1, [wire]: value };
}

/** Asks the form to bring `field` into view and focus it (a new round each time). */
function focusOn(form: Form, field: FieldKey | "form" | null): Form["focus"] {
  return field === null ? form.focus : { field, round: (form.focus?.round ?? 0) + 1 };
}

function onForm(state: State, f: (form: Form) => Form): State {
  return state.kind === "ready" ? { kind: "ready", form: f(state.form) } : state;
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "loaded":
      return { kind: "ready", form: makeForm(event) };
    case "loadFailed":
      return { kind: "failed", error: event.error };
    case "demo":
      return { kind: "demo" };
    case "registered":
      return { kind: "registered", account: event.account };
    case "input":
      return onForm(state, (form) => {
        if (form.mode.kind !== "manual" && event.key === "introducer") return form;
        const values = { ...form.values, [event.key]: event.value };
        const field = fieldOfValue(event.key);
        const ctx = contextOf(form);
        let errors = form.errors;
        // A shown error clears as soon as the value passes; new errors wait for blur.
        if (errors[field]) errors = withError(errors, field, validateField(field, values, ctx));
        if (event.key === "password" && errors.checkPassword)
          errors = withError(errors, "checkPassword", validateField("checkPassword", values, ctx));
        let sms = form.sms;
        if (event.key === "memberPhone") {
          if (errors.phoneVerify) errors = withError(errors, "phoneVerify", validateField("phoneVerify", values, ctx));
          sms = smsFor(form, values.memberPhone);
        }
        if (event.key === "agreement") errors = withError(errors, "agreement", validateField("agreement", values, ctx));
        return { ...form, values, errors, sms };
      });
    case "blur":
      return onForm(state, (form) => ({
        ...form,
        errors: withError(form.errors, event.field, validateField(event.field, form.values, contextOf(form))),
      }));
    case "uniqueChecking":
      return onForm(state, (form) => ({ ...form, checking: [...form.checking, event.field] }));
    case "uniqueChecked":
      return onForm(state, (form) => ({
        ...form,
        checking: form.checking.filter((f) => f !== event.field),
        // A local rule that failed meanwhile wins over the server's answer.
        errors: form.errors[event.field] ? form.errors : withError(form.errors, event.field, event.error),
      }));
    case "currencyChanged":
      return onForm(state, (form) => changeCurrency(form, event.currency).form);
    case "smsRequested":
      return onForm(state, (form) => {
        if (form.sms.kind !== "idle") return form;
        const ctx = contextOf(form);
        const phone = form.values.memberPhone.trim();
        // spec 001 §5 phone rules, then the currency's mobile plan (contract smsPhoneProblem): no SMS to a
        // number that cannot receive one.
        const problem = smsPhoneProblem(form.currency, phone);
        const phoneError: Message | null =
          problem === "blank"
            ? { key: "register.sms.phoneBlank" }
            : (validateField("memberPhone", form.values, ctx) ??
              (problem ? { key: "register.err.phoneMobile" } : null));
        if (phoneError) return { ...form, errors: withError(form.errors, "memberPhone", phoneError) };
        return { ...form, sms: { kind: "sending", phone } };
      });
    case "smsSent":
      return onForm(state, (form) => {
        if (form.sms.kind !== "sending") return form;
        const until = event.now + (event.lockSeconds ?? TIMING.smsCountdownS) * 1000;
        const smsLocks = { ...form.smsLocks, [form.sms.phone]: until };
        return {
          ...form,
          smsLocks,
          sms: smsFor({ ...form, smsLocks, sms: IDLE }, form.values.memberPhone),
          errors: withError(form.errors, "phoneVerify", null),
        };
      });
    case "smsFailed":
      return onForm(state, (form) => {
        if (form.sms.kind !== "sending") return form;
        const outcome: SmsOutcome = event.platform
          ? smsCodeOutcome(event.code, event.message)
          : { kind: "failed", error: { key: "register.err.network" }, startCountdown: false };
        if (outcome.kind === "sent") return { ...form, sms: smsFor({ ...form, sms: IDLE }, form.values.memberPhone) };
        const field: FieldKey =
          event.platform && (event.code === 201 || event.code === 99) ? "memberPhone" : "phoneVerify";
        // spec 001 §8: on 102 the countdown still starts (for that number).
        const smsLocks = outcome.startCountdown
          ? { ...form.smsLocks, [form.sms.phone]: event.now + TIMING.smsCountdownS * 1000 }
          : form.smsLocks;
        return {
          ...form,
          smsLocks,
          sms: smsFor({ ...form, smsLocks, sms: IDLE }, form.values.memberPhone),
          errors: withError(form.errors, field, outcome.error),
        };
      });
    case "smsCountdownEnded":
      return onForm(state, (form) => {
        if (form.sms.kind !== "counting") return form;
        const { [form.sms.phone]: _ended, ...smsLocks } = form.smsLocks;
        return { ...form, smsLocks, sms: { kind: "idle" } };
      });
    case "submitRequested":
      return onForm(state, (form) => {
        if (form.submit.kind === "submitting") return form;
        if (!form.open)
          return {
            ...form,
            errors: { ...form.errors, form: { key: "register.err.currencyClosed" } },
            focus: focusOn(form, "form"),
          };
        const errors: FieldErrors = validateAll(form.values, contextOf(form));
        // Server answers to unique checks stay until the value changes.
        for (const f of FIELD_ORDER) if (!errors[f] && form.errors[f] && UNIQUE_WIRE[f]) errors[f] = form.errors[f];
        if (Object.keys(errors).length > 0) return { ...form, errors, focus: focusOn(form, firstErrorField(errors)) };
        return { ...form, errors: {}, submit: { kind: "submitting" } };
      });
    case "submitFailed":
      return onForm(state, (form) => ({
        ...form,
        submit: { kind: "idle" },
        errors: withError(form.errors, event.outcome.field, event.outcome.error),
        // The captcha is single use: a failed submit needs a fresh one.
        values: { ...form.values, verifyCode: "" },
        captchaRound: form.captchaRound + 1,
        focus: focusOn(form, event.outcome.field),
      }));
  }
}

/** The first field with an error, for focusing it. */
export function firstErrorField(errors: FieldErrors): FieldKey | "form" | null {
  for (const f of FIELD_ORDER) if (errors[f]) return f;
  return errors.form ? "form" : null;
}

const pad = (s: string) => s.padStart(2, "0");

/** The /register payload of spec 001 §3 (snake_case), only with fields shown for the currency. */
export function registerPayload(
  form: Form,
  extra: { captchaToken: string | null; device: DeviceInfo },
): RegisterRequest {
  const v = form.values;
  const r = form.rules;
  const shown = (k: FieldKey, value: string): string | undefined =>
    r[k].display && value.trim() !== "" ? value.trim() : undefined;
  const body: Record<string, unknown> = {
    ...extra.device,
    site_id: form.siteId,
    member_account: v.memberAccount.trim(),
    password: v.password,
    member_currency: form.currency,
    member_name: shown("memberName", v.memberName),
    member_email: shown("memberEmail", v.memberEmail),
    member_phone: shown("memberPhone", v.memberPhone),
    phone_verify: shown("phoneVerify", v.phoneVerify),
    member_birthday:
      r.memberBirthday.display && v.birthYear && v.birthMonth && v.birthDay
        ? `${v.birthYear}-${pad(v.birthMonth)}-${pad(v.birthDay)}`
        : undefined,
    member_qq: shown("memberQq", v.memberQq),
    member_telegram: shown("memberTelegram", v.memberTelegram),
    member_whats_app: shown("memberWhatsApp", v.memberWhatsApp),
    member_wechat: shown("memberWechat", v.memberWechat),
    member_zalo: shown("memberZalo", v.memberZalo),
    member_skype: shown("memberSkype", v.memberSkype),
    member_fb: shown("memberFb", v.memberFb),
    member_others: shown("memberOthers", v.memberOthers),
    identity_id: shown("identityId", v.identityId),
    withdraw_password: shown("withdrawPassword", v.withdrawPassword),
    check_password: r.checkPassword.display ? v.checkPassword : undefined,
    member_confirm_password: r.checkPassword.display ? v.checkPassword : undefined,
    captcha_token: r.verifyCode.display ? (extra.captchaToken ?? undefined) : undefined,
    verify_code: shown("verifyCode", v.verifyCode),
    member_captcha: shown("verifyCode", v.verifyCode),
    ...introducerOf(form.mode, r.introducer.display ? v.introducer : ""),
    // The agreement's box says "I am 18 or older" (player protection): the platform is told so.
    age_confirmed: v.agreement ? 1 : undefined,
  };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body as RegisterRequest;
}

/** Where a platform answer to /register lands (re-exported for the store). */
export { registerCodeOutcome };
