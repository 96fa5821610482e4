// Island piece. Under a login refused for a time-out or self-exclusion (453 with a withdraw-only token): the way to
// the withdraw-only page, where the member can still see the balance and withdraw (withdraw-only.ts).
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/i18n.ts";
import { bootLocalePrefix } from "../../lib/boot/boot.ts";
import { $withdrawOnlyOffer, WITHDRAW_ONLY_PATH } from "./withdraw-only.ts";

export default function WithdrawOnlyOffer() {
  const t = useT();
  const offered = useStore($withdrawOnlyOffer);
  if (!offered) return null;
  const prefix = bootLocalePrefix();
  return (
    <p className="withdraw-only-offer">
      <a className="btn btn-gold" href={`${prefix}${WITHDRAW_ONLY_PATH}`} data-testid="withdraw-only-link">
        {t("protection.withdrawOnly.open")}
      </a>
    </p>
  );
}
