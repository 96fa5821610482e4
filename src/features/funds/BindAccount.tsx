// Island. /user/BindAccount: the bound accounts (default first) and the form that binds a new one: an
// Indian bank account or a UPI id for INR, a bank account otherwise; the withdraw password in four boxes.
import { useStore } from "@nanostores/react";
import Field from "../../components/ui/Field.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { messageText } from "../../lib/i18n/message.ts";
import type { BindKind } from "../../contract/funds.ts";
import {
  $accounts,
  $removal,
  askRemoval,
  bindForm,
  chooseKind,
  confirmRemoval,
  loadAccounts,
  makeDefault,
  submitBind,
  typeRemovalPassword,
} from "./bind.store.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { FundsFoot, fieldError } from "./FundsParts.tsx";
import SubmitForm, { fieldBinder } from "../../components/ui/SubmitForm.tsx";
import "./funds.css";
import FormError from "../../components/ui/FormError.tsx";
import RadioGroup from "../../components/ui/RadioGroup.tsx";

const start = () => {
  void loadAccounts();
  return () => undefined;
};

export default function BindAccount() {
  const t = useT();
  const active = useMemberStart(start);
  const accounts = useStore($accounts);
  const removal = useStore($removal);
  const form = useStore(bindForm.$state);
  if (!active) return null;
  const v = form.values;
  const err = fieldError(t, form.errors);
  const kinds: readonly BindKind[] = accounts.kind === "ready" ? accounts.data.kinds : [];
  const bind = fieldBinder(v, bindForm.input, err);
  const accountNumber = { autoComplete: "off", inputMode: v.kind === "bank_in" ? "numeric" : "text" } as const;
  return (
    <div className="funds">
      <section className="funds-card" aria-labelledby="bound-title">
        <h2 id="bound-title" className="funds-title">
          {t("funds.bind.listTitle")}
        </h2>
        {accounts.kind === "loading" && <p className="funds-muted">{t("funds.loading")}</p>}
        {accounts.kind === "error" && <FormError message={accounts.message} />}
        {accounts.kind === "ready" && accounts.data.list.length === 0 && (
          <p className="funds-muted">{t("funds.bind.none")}</p>
        )}
        {accounts.kind === "ready" && accounts.data.list.length > 0 && (
          <ul className="funds-accounts">
            {accounts.data.list.map((a) => (
              <li key={a.id} className="funds-account" data-testid="bound-account">
                <div>
                  <strong>{t(`funds.kind.${a.kind}`)}</strong> <span>{a.masked}</span>
                  <div className="funds-muted">
                    {a.holder_name}
                    {a.label ? ` · ${a.label}` : ""}
                  </div>
                </div>
                <div className="funds-account__actions">
                  {a.is_default === 1 ? (
                    <span className="funds-badge">{t("funds.bind.default")}</span>
                  ) : (
                    <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void makeDefault(a.id)}>
                      {t("funds.bind.makeDefault")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="ui-btn ui-btn--ghost"
                    aria-expanded={removal?.id === a.id}
                    onClick={() => askRemoval(removal?.id === a.id ? null : a.id)}
                  >
                    {t("funds.bind.remove")}
                  </button>
                </div>
                {removal?.id === a.id && (
                  <SubmitForm className="funds-remove" onSubmit={confirmRemoval}>
                    <PinInput
                      label={t("funds.field.withdraw_password")}
                      value={removal.password}
                      onChange={typeRemovalPassword}
                      error={removal.error ? messageText(t, removal.error) : null}
                    />
                    <button type="submit" className="ui-btn ui-btn--primary" disabled={removal.busy}>
                      {t("funds.bind.confirmRemove")}
                    </button>
                  </SubmitForm>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="funds-card" aria-labelledby="bind-title">
        <h2 id="bind-title" className="funds-title">
          {t("funds.bind.formTitle")}
        </h2>
        <SubmitForm onSubmit={submitBind}>
          {kinds.length > 1 && (
            <RadioGroup
              name="bind-kind"
              legend={t("funds.field.kind")}
              choices={kinds}
              label={(k) => t(`funds.kind.${k}`)}
              value={v.kind}
              onChange={chooseKind}
              className="funds-choice"
              choiceClassName="funds-radio"
            />
          )}
          <Field label={t("funds.field.holder_name")} autoComplete="name" {...bind("holder_name")} />
          {v.kind === "upi" && (
            <Field
              label={t("funds.field.upi_id")}
              hint={t("funds.hint.upi_id")}
              autoComplete="off"
              inputMode="email"
              {...bind("upi_id")}
            />
          )}
          {v.kind === "bank" && <Field label={t("funds.field.bank_name")} {...bind("bank_name")} />}
          {v.kind !== "upi" && (
            <>
              <Field label={t("funds.field.account_number")} {...accountNumber} {...bind("account_number")} />
              {/* Typed again, not pasted: a mistyped number would send the money elsewhere. */}
              <Field
                label={t("funds.field.account_number_confirm")}
                {...accountNumber}
                {...bind("account_number_confirm")}
                onPaste={(e) => e.preventDefault()}
              />
            </>
          )}
          {v.kind === "bank_in" && (
            <Field
              label={t("funds.field.ifsc")}
              hint={t("funds.hint.ifsc")}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={11}
              value={v.ifsc}
              onChange={(x) => bindForm.input("ifsc", x.toUpperCase())}
              error={err("ifsc")}
            />
          )}
          <PinInput label={t("funds.field.withdraw_password")} {...bind("withdraw_password")} />
          <FundsFoot form={form} label={t("funds.bind.submit")} />
        </SubmitForm>
      </section>
    </div>
  );
}
