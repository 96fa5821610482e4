// Island part. Where the rest of the member's money is (my_cash, spec 000 §3 Wallet, §7), for pages that deal in
// the main wallet only (withdrawal): the provider wallets that hold money, and the way to bring it back — one-key
// transfer back, or, while the platform says a game is still being played, "End the game and bring the money back".
// Nothing while every provider wallet is empty and no game is held.
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { useT } from "../../components/ui/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMoney, fromMinor } from "../../lib/money/index.ts";
import { $member } from "../../lib/session/index.ts";
import { $gameBusy } from "../launcher/index.ts";
import { BackButton, EndGameButton } from "./WalletActions.tsx";
import { providerMinor } from "./wallet.ts";
import { $endGame, $endGameOffered, $myCash, $transferBack, viewOf, watchWallet } from "./wallet.store.ts";

export default function ProviderMoney() {
  const t = useT();
  const member = useStore($member);
  const cash = useStore($myCash);
  const transfer = useStore($transferBack);
  const offered = useStore($endGameOffered);
  const ending = useStore($endGame);
  useStore($gameBusy); // the transfer button's enablement depends on it
  const headingId = useId();
  const memberId = member?.memberId;
  useEffect(() => (memberId === undefined ? undefined : watchWallet()), [memberId]);
  const view = viewOf(cash);
  if (!member || !view) return null;
  const elsewhere = providerMinor(view);
  if (elsewhere === 0 && !offered && ending.kind === "ready") return null;
  const { currency } = member;
  const money = (minor: number) => formatMoney(currency, fromMinor(minor, currency), pageLocaleTag());
  const holding = view.providers.filter((p) => p.minor > 0);
  return (
    <section
      className="wallet-panel wallet-panel--page wp-elsewhere"
      aria-labelledby={headingId}
      data-testid="provider-money"
    >
      <h3 id={headingId} className="wp-title">
        {t("wallet.elsewhere", { amount: money(elsewhere) })}
      </h3>
      {holding.length > 0 && (
        <ul className="wp-list" role="list" aria-label={t("wallet.providers")}>
          {holding.map((p) => (
            <li key={p.gpId} className="wp-row" data-testid="wallet-provider" data-gp-id={p.gpId}>
              <img className="wp-icon" src={p.icon} alt="" width={28} height={28} loading="lazy" decoding="async" />
              <span className="wp-name">
                {p.name}
                {p.lit && <span className="wp-playing"> · {t("wallet.playing")}</span>}
              </span>
              <span className="wp-amount">{money(p.minor)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="wp-actions">
        <EndGameButton t={t} />
        <BackButton kind="all" state={transfer} t={t} />
      </div>
    </section>
  );
}
