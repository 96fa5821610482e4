// Island. /user/Withdrawal: to a bound account, an amount within the main wallet and the limits, the
// withdraw password in four boxes; below the amount available, the money still in provider wallets and the way to
// bring it back. Without a bound account the member is sent to BindAccount.
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/i18n.ts";
import { $member } from "../../lib/session/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { ProviderMoney } from "../wallet/index.ts";
import { $withdrawInfo, startWithdraw, submitWithdraw, withdrawForm } from "./withdraw.store.ts";
import { BindFirst, NotLoaded, WithdrawFields } from "./FundsParts.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import "./funds.css";

export default function Withdrawal({ bindHref }: { bindHref: string }) {
  const t = useT();
  const active = useMemberStart(startWithdraw);
  const load = useStore($withdrawInfo);
  const member = useStore($member);
  if (!active || !member) return null;
  const money = (text: string) => formatDecimalMoney(member.currency, text, pageLocaleTag());
  if (load.kind !== "ready") return <NotLoaded load={load} t={t} />;
  const info = load.data;
  if (info.accounts.length === 0)
    return (
      <BindFirst kind="withdraw" href={bindHref} t={t}>
        <ProviderMoney />
      </BindFirst>
    );
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
      <SubmitForm onSubmit={submitWithdraw}>
        <WithdrawFields
          id="withdraw-account"
          store={withdrawForm}
          accounts={info.accounts}
          limits={{ min: money(info.min), max: money(info.max) }}
        />
      </SubmitForm>
    </section>
  );
}
