// Island. /withdraw-only (OUR EXTENSION): what a timed-out or self-excluded member may still do after signing in
// with a withdraw-only token (withdraw-only.ts): see when the exclusion ends, the main wallet and the money still in
// provider wallets, bring that back, withdraw to a bound account, and sign out. Nothing else: no games, deposits or
// promotions (the platform refuses them to the token; the page offers none).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import FormError, { StatusNote } from "../../components/ui/FormError.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { PROTECTION_CODES } from "../../contract/protection.ts";
import { pageLocaleTag, bootLocalePrefix } from "../../lib/boot/boot.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { formatDecimalMoney, formatMoney } from "../../lib/money/index.ts";
import { WithdrawFields } from "../funds/index.ts";
import { protectionRefusal } from "./refusals.ts";
import {
  $bringBack,
  $withdrawOnly,
  $withdrawOnlyGone,
  bringMoneyBack,
  loadWithdrawOnly,
  signOutWithdrawOnly,
  submitWithdrawOnly,
  withdrawOnlyForm,
} from "./withdraw-only.store.ts";
import "./withdraw-only.css";
import Facts from "../../components/ui/Facts.tsx";

export default function WithdrawOnly() {
  const t = useT();
  const hydrated = useHydrated();
  const gone = useStore($withdrawOnlyGone);
  const load = useStore($withdrawOnly);
  const back = useStore($bringBack);
  const [order, setOrder] = useState<string | null>(null);
  useEffect(() => void loadWithdrawOnly(), []);
  if (!hydrated) return null;
  const home = `${bootLocalePrefix()}/`;
  if (gone)
    return (
      <div className="notice-box withdraw-only-gone" data-testid="withdraw-only-gone">
        <p>{t("protection.withdrawOnly.signIn")}</p>
        <p>
          <a href={home}>{t("error.backHome")}</a>
        </p>
      </div>
    );
  if (load.kind !== "ready")
    return load.kind === "error" ? <FormError message={load.message} /> : <p className="muted">{t("funds.loading")}</p>;
  const v = load.data;
  const locale = pageLocaleTag();
  const money = (major: number) => formatMoney(v.currency, major, locale);
  const decimal = (text: string) => formatDecimalMoney(v.currency, text, locale);
  const until = v.exclusion ? protectionRefusal(PROTECTION_CODES.excluded, v.exclusion, locale) : null;
  const submit = async () => {
    setOrder(null);
    setOrder(await submitWithdrawOnly());
  };
  return (
    <div className="withdraw-only" data-testid="withdraw-only">
      <section className="card withdraw-only-status" aria-labelledby="wo-status">
        <h2 id="wo-status">{t("protection.withdrawOnly.statusTitle")}</h2>
        <p data-testid="withdraw-only-until">{until ? messageText(t, until) : t("protection.withdrawOnly.ended")}</p>
        <p className="muted">{t("protection.withdrawOnly.lead")}</p>
        <Facts
          className="withdraw-only-money"
          items={[
            { label: t("funds.withdraw.available"), value: money(v.main), testId: "withdraw-only-main" },
            {
              label: t("protection.withdrawOnly.elsewhere"),
              value: money(v.elsewhere),
              testId: "withdraw-only-elsewhere",
            },
          ]}
        />
        {v.elsewhere > 0 && (
          <button type="button" className="btn" disabled={back.busy} onClick={() => void bringMoneyBack()}>
            {t("protection.withdrawOnly.bringBack")}
          </button>
        )}
        <StatusNote className="withdraw-only-note" message={back.message} />
      </section>
      <section className="card" aria-labelledby="wo-withdraw">
        <h2 id="wo-withdraw">{t("funds.withdraw.title")}</h2>
        {v.accounts.length === 0 ? (
          <p>{t("protection.withdrawOnly.noAccount")}</p>
        ) : (
          <SubmitForm onSubmit={submit}>
            <WithdrawFields
              id="withdraw-only-account"
              store={withdrawOnlyForm}
              accounts={v.accounts}
              limits={{ min: decimal(v.min), max: decimal(v.max) }}
            />
          </SubmitForm>
        )}
        {order && (
          <p role="status" className="withdraw-only-note" data-testid="withdraw-only-done">
            {t("funds.withdraw.submitted", { order })}
          </p>
        )}
      </section>
      <p>
        <button
          type="button"
          className="btn"
          onClick={() => void signOutWithdrawOnly().then(() => window.location.assign(home))}
        >
          {t("protection.withdrawOnly.signOut")}
        </button>
      </p>
    </div>
  );
}
