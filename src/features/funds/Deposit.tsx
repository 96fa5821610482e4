// Island. Deposit (/user/Deposit, /user?page=Deposit and, compact, /fastPayment): the methods of the
// member's currency with their limits, quick amounts, an optional promotion, then the order and its payment page
// (the platform's gateway, opened in a new tab). A member who must bind an account first is sent to BindAccount
// (spec 001 §6). The header balance rises on member.cash when the gateway confirms.
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { SelectField } from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { $member } from "../../lib/session/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import {
  $depositInfo,
  $depositOrder,
  $depositPrompt,
  answerDepositPrompt,
  chooseQuickAmount,
  depositForm,
  methodLimits,
  newDeposit,
  requestDeposit,
  startDeposit,
} from "./deposit.store.ts";
import { DepositLimitsPrompt, isLimitMessage } from "../limits/index.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { revealResult } from "./reveal.ts";
import { AmountField, BindFirst, NotLoaded, FundsFoot, fieldError } from "./FundsParts.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import "./funds.css";

export interface DepositProps {
  /** Promotions a member may join with this deposit (the site's content; ids as in /discount/{id}). */
  promotions: readonly { id: string; title: string }[];
  /** Where binding happens (the locale's /user/BindAccount). */
  bindHref: string;
  /** Where the record is (the locale's /user/DWRecord). */
  recordHref: string;
  /** The locale's /user/Limits and Safer gambling page (a limit refusal and the deposit pop-up link them). */
  limitsHref: string;
  saferHref: string;
  compact?: boolean;
}

export default function Deposit({
  promotions,
  bindHref,
  recordHref,
  limitsHref,
  saferHref,
  compact = false,
}: DepositProps) {
  const t = useT();
  const active = useMemberStart(startDeposit);
  const load = useStore($depositInfo);
  const order = useStore($depositOrder);
  const form = useStore(depositForm.$state);
  const member = useStore($member);
  const prompt = useStore($depositPrompt);
  // The order replaces the form: its heading takes the focus and the view (reveal.ts).
  const orderHeading = useRef<HTMLHeadingElement>(null);
  const orderNumber = order?.orderNumber ?? null;
  useEffect(() => {
    if (orderNumber) revealResult(orderHeading.current);
  }, [orderNumber]);
  if (!active || !member) return null;
  const currency = member.currency;
  const money = (text: string) => formatDecimalMoney(currency, text, pageLocaleTag());
  if (load.kind !== "ready") return <NotLoaded load={load} t={t} />;
  const info = load.data;
  if (info.needBind) return <BindFirst kind="deposit" href={bindHref} t={t} compact={compact} />;
  if (order)
    return (
      <section className={`funds-card${compact ? " funds--compact" : ""}`} aria-labelledby="order-title">
        <h2 id="order-title" className="funds-title" ref={orderHeading} tabIndex={-1}>
          {t("funds.deposit.orderTitle")}
        </h2>
        <dl className="funds-dl">
          <dt>{t("funds.record.order")}</dt>
          <dd data-testid="deposit-order">{order.orderNumber}</dd>
          <dt>{t("funds.field.amount")}</dt>
          <dd>{money(order.amount)}</dd>
          <dt>{t("funds.record.status")}</dt>
          <dd>
            <span role="status" data-testid="deposit-status">
              {t(`funds.status.${order.status}`)}
            </span>
          </dd>
        </dl>
        {order.status === "pending" ? (
          <>
            <p className="funds-muted">{t("funds.deposit.payHint")}</p>
            <a className="ui-btn ui-btn--primary ui-btn--block" href={order.payUrl} target="_blank" rel="noopener">
              {t("funds.deposit.pay")}
            </a>
          </>
        ) : (
          <p>{t(order.status === "paid" ? "funds.deposit.paid" : "funds.deposit.failed")}</p>
        )}
        <div className="ui-actions funds-actions">
          <button type="button" className="ui-btn ui-btn--ghost" onClick={newDeposit}>
            {t("funds.deposit.another")}
          </button>
          <a className="ui-link" href={recordHref}>
            {t("funds.deposit.toRecord")}
          </a>
        </div>
      </section>
    );
  const v = form.values;
  const chosen = info.methods.find((m) => m.method === v.method);
  const limits = methodLimits(v.method);
  const err = fieldError(t, form.errors);
  return (
    <section className={`funds-card${compact ? " funds--compact" : ""}`} aria-labelledby="deposit-title">
      <h2 id="deposit-title" className="funds-title">
        {t("funds.deposit.title")}
      </h2>
      <SubmitForm onSubmit={requestDeposit}>
        <fieldset className="funds-choice funds-methods">
          <legend className="ui-field__label">{t("funds.field.method")}</legend>
          {info.methods.map((m) => (
            <label key={m.method} className={`funds-method${v.method === m.method ? " is-on" : ""}`}>
              <input
                type="radio"
                name="deposit-method"
                checked={v.method === m.method}
                onChange={() => depositForm.input("method", m.method)}
              />
              <span className="funds-method__name">{t(`funds.method.${m.method}`)}</span>
              <span className="funds-muted">{t("funds.limits", { min: money(m.min), max: money(m.max) })}</span>
            </label>
          ))}
          {err("method") && (
            <p className="ui-field__error" role="alert">
              {err("method")}
            </p>
          )}
        </fieldset>
        <AmountField
          value={v.amount}
          onChange={(x) => depositForm.input("amount", x)}
          error={err("amount")}
          limits={limits?.shown ?? null}
        />
        {isLimitMessage(form.errors["amount"]) && (
          <p className="funds-muted">
            <a className="ui-link" href={saferHref}>
              {t("limits.safer")}
            </a>{" "}
            ·{" "}
            <a className="ui-link" href={limitsHref}>
              {t("menu.Limits")}
            </a>
          </p>
        )}
        {chosen && (
          <div className="funds-chips" role="group" aria-label={t("funds.deposit.quick")}>
            {chosen.quick_amounts.map((q) => (
              <button
                key={q}
                type="button"
                className="report-chip funds-chip"
                aria-pressed={v.amount === q}
                onClick={() => chooseQuickAmount(q)}
              >
                {money(q)}
              </button>
            ))}
          </div>
        )}
        {promotions.length > 0 && (
          <SelectField
            id="deposit-promotion"
            label={t("funds.field.promotion")}
            value={v.promotion_id}
            onChange={(x) => depositForm.input("promotion_id", x)}
            options={[
              { value: "", label: t("funds.deposit.noPromotion") },
              ...promotions.map((p) => ({ value: String(p.id), label: p.title })),
            ]}
          />
        )}
        <FundsFoot form={form} label={t("funds.deposit.submit")} />
      </SubmitForm>
      <DepositLimitsPrompt
        state={prompt}
        limitsHref={limitsHref}
        onContinue={() => answerDepositPrompt(true)}
        onCancel={() => answerDepositPrompt(false)}
      />
    </section>
  );
}
