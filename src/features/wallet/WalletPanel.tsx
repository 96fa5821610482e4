// Island. The wallet panel (MyWallet): the main wallet, every provider wallet of my_cash
// with its icon, the total, and one-key transfer back (spec 000 §4, §8). On the MyWallet page it also offers the
// balance get-back (spec 001 §7, §8) and the cash-surplus hint; while the platform holds a game, the way to end it
// and bring the money back. Renders the stores only (wallet.store.ts).
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/index.ts";
import { useHydrated } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { formatMoney, fromMinor } from "../../lib/money/index.ts";
import { $cashSurplusActive } from "../cash-surplus/index.ts";
import { BackButton, EndGameButton, ProviderList, useWalletIsland } from "./WalletActions.tsx";
import { surplusHintShown } from "./wallet.ts";
import { $getBack, cashBusy, loadMyCash, viewOf } from "./wallet.store.ts";

export interface WalletPanelProps {
  /** "popover": under the header balance; "page": the body of /user/MyWallet. */
  variant?: "popover" | "page";
}

/** The main wallet, or the total of every wallet: one figure on its own line. */
function MainFigure({ kind, label, value }: { kind: "main" | "total"; label: string; value: string }) {
  return (
    <dl className="wp-main">
      <div className={`wp-row wp-row--${kind}`} data-testid={`wallet-${kind}`}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    </dl>
  );
}

export default function WalletPanel({ variant = "popover" }: WalletPanelProps) {
  const t = useT();
  // The server (and so the hydrating render) has no member: render nothing until mounted (no hydration mismatch).
  const mounted = useHydrated();
  const { member, cash, transfer, headingId } = useWalletIsland();
  const getBack = useStore($getBack);
  const surplus = useStore($cashSurplusActive);

  if (!mounted || !member) return null;
  const currency: Currency = member.currency;
  const locale = pageLocaleTag();
  const money = (minor: number | null) =>
    formatMoney(currency, minor === null ? null : fromMinor(minor, currency), locale);
  const view = viewOf(cash);
  const busy = cashBusy(cash);
  const Heading = variant === "page" ? "h2" : "h3";
  const SubHeading = variant === "page" ? "h3" : "h4";

  return (
    <section
      className={`wallet-panel wallet-panel--${variant}`}
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="wallet-panel"
    >
      <div className="wp-head">
        <Heading id={headingId} className="wp-title">
          {t("wallet.title")}
        </Heading>
        <button
          type="button"
          className="wp-refresh"
          aria-label={t("wallet.refresh")}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void loadMyCash();
          }}
        >
          <span aria-hidden="true" className={busy ? "wp-spin-glyph" : undefined}>
            ↻
          </span>
        </button>
      </div>
      {/* Only while a provider wallet holds money: at ₹0.00 everywhere there is nothing to look for. */}
      {variant === "page" && surplusHintShown(surplus, view) && (
        <p className="wp-surplus" role="note" data-testid="cash-surplus-hint">
          {t("wallet.cashSurplus")}
        </p>
      )}
      {cash.kind === "error" && (
        <p className="wp-error" role="alert">
          {messageText(t, cash.message)}
        </p>
      )}
      <MainFigure kind="main" label={t("wallet.main")} value={money(view?.mainMinor ?? null)} />
      <SubHeading className="wp-sub">{t("wallet.providers")}</SubHeading>
      {view && view.providers.length === 0 ? (
        <p className="wp-empty">{t("wallet.noProviders")}</p>
      ) : (
        <ProviderList providers={view?.providers ?? []} money={money} t={t} />
      )}
      <MainFigure kind="total" label={t("wallet.total")} value={money(view?.totalMinor ?? null)} />
      <div className="wp-actions">
        <EndGameButton t={t} />
        <BackButton kind="all" state={transfer} t={t} />
        {variant === "page" && <BackButton kind="getBack" state={getBack} t={t} />}
      </div>
    </section>
  );
}
