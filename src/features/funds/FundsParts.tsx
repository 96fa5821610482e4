// Island part. What the funds pages (deposit, withdrawal, bind account) share: a field's error in words, the foot
// (the platform's refusal above the submit button, disabled while the order is sent), "loading" or why the page's
// data failed, the way to BindAccount when no account is bound, the amount with its limits, and the withdrawal's
// fields (also on the withdraw-only page).
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import Field, { SelectField } from "../../components/ui/Field.tsx";
import FormError from "../../components/ui/FormError.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import { SubmitFoot, errorText } from "../../components/ui/SubmitForm.tsx";
import { useT } from "../../components/ui/i18n.ts";
import type { T } from "../../components/ui/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { Load } from "../../lib/load/index.ts";
import type { BoundAccount } from "../../contract/funds.ts";
import type { FormStore } from "./form.store.ts";

/** A field's error in words, or null. */
export function fieldError(t: T, errors: Readonly<Record<string, Message | undefined>>) {
  const text = errorText(t);
  return (field: string): string | null => text(errors[field]);
}

export function FundsFoot({
  form,
  label,
}: {
  form: { kind: "editing" | "submitting"; refused: Message | null };
  label: string;
}) {
  return (
    <SubmitFoot message={form.kind === "editing" && form.refused} busy={form.kind === "submitting"} label={label} />
  );
}

const BIND_FIRST_ID = { deposit: "bind-first", withdraw: "withdraw-bind" } as const;

/** Deposit and withdrawal without a bound account: why, and the way to BindAccount (spec 001 §6). */
export function BindFirst({
  kind,
  href,
  t,
  compact = false,
  children,
}: {
  /** Which page asks: its own title and text. */
  kind: "deposit" | "withdraw";
  href: string;
  t: T;
  compact?: boolean;
  children?: ReactNode;
}) {
  const id = BIND_FIRST_ID[kind];
  return (
    <section className={`funds-card funds-notice${compact ? " funds--compact" : ""}`} aria-labelledby={id}>
      <h2 id={id} className="funds-title">
        {t(`funds.${kind}.bindFirstTitle`)}
      </h2>
      <p>{t(`funds.${kind}.bindFirst`)}</p>
      <a className="ui-btn ui-btn--primary" href={href}>
        {t("funds.deposit.bindNow")}
      </a>
      {children}
    </section>
  );
}

/** A funds page's data not there yet: "loading", or why it failed. */
export function NotLoaded({ load, t }: { load: Exclude<Load<unknown>, { kind: "ready" }>; t: T }) {
  return load.kind === "error" ? (
    <FormError message={load.message} />
  ) : (
    <p className="funds-muted">{t("funds.loading")}</p>
  );
}

/** The amount of a deposit or a withdrawal, with the limits (already formatted) as its hint once they are known. */
export function AmountField({
  value,
  onChange,
  error,
  limits,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  limits: { min: string; max: string } | null;
}) {
  const t = useT();
  return (
    <Field
      label={t("funds.field.amount")}
      kind="amount"
      value={value}
      onChange={onChange}
      error={error}
      hint={limits ? t("funds.limits", { min: limits.min, max: limits.max }) : undefined}
    />
  );
}

/**
 * A withdrawal's fields and foot, for the Withdrawal page and the withdraw-only page: the bound account it goes to,
 * the amount (with the limits as its hint) and the withdraw password in four boxes.
 */
export function WithdrawFields({
  id,
  store,
  accounts,
  limits,
}: {
  /** The account select's id. */
  id: string;
  store: FormStore<{ bank_account_id: string; amount: string; withdraw_password: string }>;
  accounts: readonly Pick<BoundAccount, "id" | "kind" | "masked" | "holder_name">[];
  /** The limits, already formatted. */
  limits: { min: string; max: string };
}) {
  const t = useT();
  const form = useStore(store.$state);
  const v = form.values;
  const err = fieldError(t, form.errors);
  return (
    <>
      <SelectField
        id={id}
        label={t("funds.field.to_account")}
        value={v.bank_account_id}
        onChange={(x) => store.input("bank_account_id", x)}
        options={accounts.map((a) => ({
          value: String(a.id),
          label: `${t(`funds.kind.${a.kind}`)} ${a.masked} · ${a.holder_name}`,
        }))}
        error={err("bank_account_id")}
      />
      <AmountField value={v.amount} onChange={(x) => store.input("amount", x)} error={err("amount")} limits={limits} />
      <PinInput
        label={t("funds.field.withdraw_password")}
        value={v.withdraw_password}
        onChange={(x) => store.input("withdraw_password", x)}
        error={err("withdraw_password")}
      />
      <FundsFoot form={form} label={t("funds.withdraw.submit")} />
    </>
  );
}
