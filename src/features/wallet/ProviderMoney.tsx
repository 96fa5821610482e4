// Island part. Where the rest of the member's money is (my_cash, spec 000 §3 Wallet, §7), for pages that deal in
// the main wallet only (withdrawal): the provider wallets that hold money, and the way to bring it back — one-key
// transfer back, or, while the platform says a game is still being played, "End the game and bring the money back".
// Nothing while every provider wallet is empty and no game is held.
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMoney, fromMinor } from "../../lib/money/index.ts";
import { BackButton, EndGameButton, ProviderList, useWalletIsland } from "./WalletActions.tsx";
import { providerMinor } from "./wallet.ts";
import { $endGame, $endGameOffered, viewOf } from "./wallet.store.ts";

export default function ProviderMoney() {
  const t = useT();
  const { member, cash, transfer, headingId } = useWalletIsland();
  const offered = useStore($endGameOffered);
  const ending = useStore($endGame);
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
      {holding.length > 0 && <ProviderList providers={holding} money={money} t={t} />}
      <div className="wp-actions">
        <EndGameButton t={t} />
        <BackButton kind="all" state={transfer} t={t} />
      </div>
    </section>
  );
}
