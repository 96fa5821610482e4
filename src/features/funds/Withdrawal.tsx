// Island. /user/Withdrawal: to a bound account, an amount within the main wallet and the limits, the
// withdraw password in four boxes; below the amount available, the money still in provider wallets and the way to
// bring it back. Without a bound account the member is sent to BindAccount.
import { useStore } from "@nanostores/react";
import Field from "../../components/ui/Field.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $member } from "../../lib/session/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { ProviderMoney } from "../wallet/index.ts";
import { $withdrawInfo, startWithdraw, submitWithdraw, withdrawForm } from "./withdraw.store.ts";
import "./funds.css";
import FormError from "../../components/ui/FormError.tsx";

export default function Withdrawal({ bindHref }: { bindHref: string }) {
  const t = useT();
  const active = useMemberStart(startWithdraw);
  const load = useStore($withdrawInfo);
  const form = useStore(withdrawForm.$state);
  const member = useStore($member);
  if (!active || !member) return null;
  const money = (text: string) => formatDecimalMoney(member.currency, text, pageLocaleTag());
  if (load.kind === "loading" || load.kind === "idle") return <p className="funds-muted">{t("funds.loading")}</p>;
  if (load.kind === "error") return <FormError message={load.message} />;
  const info = load.data;
  if (info.accounts.length === 0)
    return (
      <section className="funds-card funds-notice" aria-labelledby="withdraw-bind">
        <h2 id="withdraw-bind" className="funds-title">
          {t("funds.withdraw.bindFirstTitle")}
        </h2>
        <p>{t("funds.withdraw.bindFirst")}</p>
        <a className="ui-btn ui-btn--primary" href={bindHref}>
          {t("funds.deposit.bindNow")}
        </a>
        <ProviderMoney />
      </section>
    );
  const v = form.values;
  const err = (f: string) => {
    const m = form.errors[f];
    return m ? messageText(t, m) : null;
  };
  const accountError = err("bank_account_id");
  return (
    <section className="funds-card" aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className="funds-title">
        {t("funds.withdraw.title")}
      </h2>
      <p className="funds-available">
        {t("funds.withdraw.available")} <strong data-testid="withdraw-available">{money(info.available)}</strong>
      </p>
      {/* Only the main wallet can be withdrawn: where the rest is, and the way to bring it back. */}
      <ProviderMoney />
      <form
        className="ui-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submitWithdraw();
        }}
      >
        <div className={`ui-field${accountError ? " ui-field--error" : ""}`}>
          <label className="ui-field__label" htmlFor="withdraw-account">
            {t("funds.field.to_account")}
          </label>
          <select
            id="withdraw-account"
            className="ui-field__input"
            value={v.bank_account_id}
            aria-invalid={accountError ? true : undefined}
            aria-describedby={accountError ? "withdraw-account-error" : undefined}
            onChange={(e) => withdrawForm.input("bank_account_id", e.target.value)}
          >
            {info.accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {`${t(`funds.kind.${a.kind}`)} ${a.masked} · ${a.holder_name}`}
              </option>
            ))}
          </select>
          {accountError && (
            <p id="withdraw-account-error" className="ui-field__error" role="alert">
              {accountError}
            </p>
          )}
        </div>
        <Field
          label={t("funds.field.amount")}
          inputMode="decimal"
          autoComplete="off"
          value={v.amount}
          onChange={(x) => withdrawForm.input("amount", x)}
          error={err("amount")}
          hint={t("funds.limits", { min: money(info.min), max: money(info.max) })}
        />
        <PinInput
          label={t("funds.field.withdraw_password")}
          value={v.withdraw_password}
          onChange={(x) => withdrawForm.input("withdraw_password", x)}
          error={err("withdraw_password")}
        />
        {form.kind === "editing" && form.refused && <FormError message={form.refused} />}
        <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={form.kind === "submitting"}>
          {t("funds.withdraw.submit")}
        </button>
      </form>
    </section>
  );
}
