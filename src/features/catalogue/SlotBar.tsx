// Island. The balance in the slot list's own slim bar (spec 001 §2 hides header and footer on /slotgame, so
// the page keeps the member's balance and a way to log in: a member is never stranded). Renders only. It formats
// with lib/money (what the header's formatBalance wraps), not the session feature: that would put the session
// island into the slot list's first load (DESIGN JS budget).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { formatMoney } from "../../lib/money/index.ts";
import { $balance, $isLoggedIn, $member } from "../../lib/session/session.atoms.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";

export interface SlotBarProps {
  currency: Currency;
}

export default function SlotBar({ currency }: SlotBarProps) {
  const t = useT();
  const signedIn = useStore($isLoggedIn);
  const member = useStore($member);
  const balance = useStore($balance);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <span className="slot-bar-balance" aria-hidden="true" />;
  if (!signedIn)
    return (
      <button type="button" className="btn btn-gold" onClick={() => openAccountModal({ kind: "login" })}>
        {t("auth.login.open")}
      </button>
    );
  return (
    <p className="slot-bar-balance" aria-live="polite">
      <span className="sr-only">{t("catalogue.balance")} </span>
      {formatMoney(member?.currency ?? currency, balance, pageLocaleTag())}
    </p>
  );
}
