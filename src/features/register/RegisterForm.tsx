// Island piece. The registration form (spec 001 §5): fields from the currency's settings, four-box withdraw
// password, register captcha, phone code with the SMS button and its 300 s countdown, birthday selects and
// the agreement. It only reads the flow's atoms and calls its actions; every rule is in register.machine.ts.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import Captcha, { captchaPlaceholder } from "../../components/ui/Captcha.tsx";
import Countdown from "../../components/ui/Countdown.tsx";
import Field from "../../components/ui/Field.tsx";
import Modal from "../../components/ui/Modal.tsx";
import SafeHtml from "../../components/ui/SafeHtml.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import { useHydrated, useT, type T } from "../../components/ui/i18n.ts";
import { bootLocalePrefix } from "../../lib/boot/boot.ts";
import { LIMITS } from "../../lib/config/constants.ts";
import { CONTACT_FIELDS, type FieldKey, type RegisterValues } from "./fields.ts";
import { birthdayOptions } from "./gate.ts";
import type { Form } from "./register.machine.ts";
import { memberRegisterFlow, type RegisterFlow } from "./register.store.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import FormError from "../../components/ui/FormError.tsx";
import { AddictionWarning, CountryBlocked, blockedCountry } from "../protection/index.ts";

export interface RegisterFormProps {
  /** Switches the modal to the login form. */
  onLogin?: () => void;
}

export function errorText(t: T, e: Message | undefined): string | undefined {
  if (!e) return undefined;
  return messageText(t, e);
}

/** Where a field's focus goes: its input, the first birthday select, the first withdraw-password box. */
function focusTarget(root: HTMLElement, field: FieldKey | "form"): HTMLElement | null {
  if (field === "form") return root.querySelector<HTMLElement>("[data-form-error]");
  if (field === "memberBirthday") return root.querySelector<HTMLElement>('[name="birthYear"]');
  return root.querySelector<HTMLElement>(`[data-field="${field}"] input, [name="${field}"]`);
}

const BIRTHDAY = birthdayOptions(new Date());

export default function RegisterForm({ onLogin }: RegisterFormProps) {
  const [flow] = useState<RegisterFlow>(memberRegisterFlow);
  const state = useStore(flow.$state);
  const t = useT();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void flow.load();
  }, [flow, hydrated]);

  // The server has no translator and the boot data may not be parsed yet: an empty, busy status until then.
  if (!hydrated) return <p className="reg-status" role="status" aria-busy="true" />;

  // A blocked country (BLOCKED_COUNTRIES): why, instead of the form (player protection).
  const blocked = blockedCountry();
  if (blocked) return <CountryBlocked country={blocked} />;

  if (state.kind === "loading") {
    return (
      <p className="reg-status" role="status">
        {t("register.loading")}
      </p>
    );
  }
  if (state.kind === "demo") {
    return <FormError message={t("register.demoBlocked")} className="reg-status" />;
  }
  if (state.kind === "failed") {
    return (
      <div className="reg-status">
        <FormError message={state.error} />
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void flow.load()}>
          {t("register.retry")}
        </button>
      </div>
    );
  }
  if (state.kind === "registered") {
    return (
      <div className="reg-status" role="status">
        <p>{t("register.success", { account: state.account })}</p>
      </div>
    );
  }
  return <ReadyForm flow={flow} form={state.form} t={t} onLogin={onLogin} />;
}

function ReadyForm({
  flow,
  form,
  t,
  onLogin,
}: {
  flow: RegisterFlow;
  form: Form;
  t: T;
  onLogin?: (() => void) | undefined;
}) {
  const captcha = useStore(flow.captcha.$state);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, rules } = form;
  // The machine names the field to bring into view after a refused submit.
  const focusRound = form.focus?.round ?? 0;
  const focusField = form.focus?.field;
  useEffect(() => {
    if (!focusField || !formRef.current) return;
    const el = focusTarget(formRef.current, focusField);
    if (!el) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    el.focus({ preventScroll: true });
  }, [focusRound, focusField]);
  const err = (f: FieldKey) => errorText(t, errors[f]);
  const submitting = form.submit.kind === "submitting";

  const text = (
    key: Exclude<keyof RegisterValues, "agreement">,
    field: Exclude<FieldKey, "agreement">,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ): ReactNode =>
    rules[field].display ? (
      <Field
        key={key}
        name={key}
        label={t(`register.field.${field}`) + (rules[field].required ? " *" : "")}
        value={values[key]}
        onChange={(v) => flow.setValue(key, v)}
        onBlur={() => flow.blur(field)}
        error={err(field)}
        hint={form.checking.includes(field) ? t("register.checking") : undefined}
        {...extra}
      />
    ) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flow.submit();
  };

  const smsButton =
    rules.phoneVerify.display &&
    (form.sms.kind === "counting" ? (
      <button type="button" className="ui-btn ui-btn--ghost reg-sms" disabled>
        <Countdown
          until={form.sms.until}
          onEnd={flow.smsCountdownEnded}
          render={(s) => t("register.sms.resendIn", { s })}
        />
      </button>
    ) : (
      <button
        type="button"
        className="ui-btn ui-btn--ghost reg-sms"
        disabled={form.sms.kind === "sending"}
        onClick={() => void flow.requestSms()}
      >
        {t("register.sms.send")}
      </button>
    ));

  const bdError = err("memberBirthday");
  const agreeError = err("agreement");
  const agreement = useStore(flow.$agreement);
  const [termsOpen, setTermsOpen] = useState(false);
  const formError = errorText(t, errors.form);
  const manual = form.mode.kind === "manual";

  return (
    <form ref={formRef} className="ui-form reg-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <AddictionWarning />
      {!form.open && <FormError message={t("register.err.currencyClosed")} focusable />}
      {form.currencies.length > 0 && (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-currency`}>
            {t("register.field.currency")}
          </label>
          <select
            id={`${ids}-currency`}
            className="ui-field__input"
            value={String(form.currency)}
            disabled={form.locked || submitting}
            onChange={(e) => flow.changeCurrency(e.target.value)}
          >
            {!form.currencies.includes(form.currency as never) && (
              <option value={String(form.currency)}>{String(form.currency)}</option>
            )}
            {form.currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      {text("memberAccount", "memberAccount", {
        autoComplete: "username",
        maxLength: LIMITS.accountMax,
        autoCapitalize: "none",
        spellCheck: false,
        hint: form.checking.includes("memberAccount") ? t("register.checking") : t("register.hint.account"),
      })}
      {text("password", "password", {
        type: "password",
        autoComplete: "new-password",
        maxLength: LIMITS.passwordMax,
        hint: t("register.hint.password"),
      })}
      {text("checkPassword", "checkPassword", {
        type: "password",
        autoComplete: "new-password",
        maxLength: LIMITS.passwordMax,
      })}
      {text("memberName", "memberName", { autoComplete: "name" })}
      {text("memberEmail", "memberEmail", { type: "email", inputMode: "email", autoComplete: "email" })}
      {text("memberPhone", "memberPhone", {
        type: "tel",
        inputMode: "numeric",
        autoComplete: "tel-national",
        maxLength: 20,
        addon: smsButton || undefined,
      })}
      {text("phoneVerify", "phoneVerify", {
        inputMode: "numeric",
        autoComplete: "one-time-code",
        maxLength: LIMITS.phoneVerifyDigits,
      })}
      {rules.memberBirthday.display && (
        <fieldset
          className={`ui-field reg-birthday${bdError ? " ui-field--error" : ""}`}
          aria-describedby={bdError ? `${ids}-bd-error` : undefined}
        >
          <legend className="ui-field__label">
            {t("register.field.memberBirthday") + (rules.memberBirthday.required ? " *" : "")}
          </legend>
          <div className="reg-birthday__row">
            {(
              [
                ["birthYear", BIRTHDAY.years, "register.birthday.year"],
                ["birthMonth", BIRTHDAY.months, "register.birthday.month"],
                ["birthDay", BIRTHDAY.days, "register.birthday.day"],
              ] as const
            ).map(([key, options, label]) => (
              <select
                key={key}
                name={key}
                className="ui-field__input"
                aria-label={t(label)}
                value={values[key]}
                onChange={(e) => flow.setValue(key, e.target.value)}
                onBlur={() => flow.blur("memberBirthday")}
                aria-invalid={bdError ? true : undefined}
              >
                <option value="">{t(label)}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ))}
          </div>
          {bdError && (
            <p id={`${ids}-bd-error`} className="ui-field__error" role="alert">
              {bdError}
            </p>
          )}
        </fieldset>
      )}
      {CONTACT_FIELDS.map((c) => text(c.key, c.key, { maxLength: LIMITS.contactMax, autoCapitalize: "none" }))}
      {text("memberOthers", "memberOthers", { maxLength: 100 })}
      {text("identityId", "identityId", { maxLength: 50 })}
      {rules.withdrawPassword.display && (
        <div data-field="withdrawPassword">
          <PinInput
            label={t("register.field.withdrawPassword") + (rules.withdrawPassword.required ? " *" : "")}
            value={values.withdrawPassword}
            onChange={(v) => {
              flow.setValue("withdrawPassword", v);
              if (v.length === LIMITS.withdrawPasswordDigits) flow.blur("withdrawPassword");
            }}
            error={err("withdrawPassword")}
          />
        </div>
      )}
      {text("introducer", "introducer", { readOnly: !manual, maxLength: 50 })}
      {text("verifyCode", "verifyCode", {
        inputMode: "numeric",
        autoComplete: "off",
        maxLength: LIMITS.captchaLength,
        placeholder: captchaPlaceholder(t),
        addon: <Captcha state={captcha} onRefresh={flow.refreshCaptcha} />,
      })}
      <div className={`reg-agree${agreeError ? " ui-field--error" : ""}`}>
        <label className="reg-agree__label">
          <input
            type="checkbox"
            name="agreement"
            className="reg-agree__check"
            checked={values.agreement}
            onChange={(e) => flow.setValue("agreement", e.target.checked)}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${ids}-agree-error` : undefined}
          />
          <span>
            {t("register.agree")}{" "}
            {agreement ? (
              // The terms modal (spec 000 §2 screens) shows the platform's service agreement (spec 001 §7).
              <button type="button" className="ui-link" onClick={() => setTermsOpen(true)}>
                {t("register.agreementLink")}
              </button>
            ) : (
              <a className="ui-link" href={`${bootLocalePrefix()}/faq/2`} target="_blank" rel="noopener">
                {t("register.agreementLink")}
              </a>
            )}
          </span>
        </label>
        {agreement && (
          <Modal open={termsOpen} title={agreement.title} onClose={() => setTermsOpen(false)} size="md" level={1}>
            <SafeHtml className="reg-terms" html={agreement.content} />
          </Modal>
        )}
        {agreeError && (
          <p id={`${ids}-agree-error`} className="ui-field__error" role="alert">
            {agreeError}
          </p>
        )}
      </div>
      <FormError message={formError} focusable />
      <div className="ui-actions">
        <button
          type="submit"
          className="ui-btn ui-btn--primary ui-btn--block"
          disabled={submitting || !form.open}
          // Keeps the focus where it is until the click: otherwise the field being left shows its blur error
          // first, the button moves down under the pointer and the click is lost.
          onMouseDown={(e) => e.preventDefault()}
        >
          {submitting ? t("register.submitting") : t("register.submit")}
        </button>
      </div>
      {onLogin && (
        <p className="ui-text reg-switch">
          {t("register.haveAccount")}{" "}
          <button type="button" className="ui-link reg-linkbtn" onClick={onLogin}>
            {t("register.toLogin")}
          </button>
        </p>
      )}
    </form>
  );
}
