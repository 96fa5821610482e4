// Island part. The wallet's buttons, shared by the wallet panel and the withdrawal page: one-key transfer back and
// balance get-back (spec 000 §4, §8; spec 001 §7, §8), each with a line saying what it does, and "End the game and
// bring the money back" while the platform says a game is still being played (end-game.machine.ts).
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import type { LocaleKey, T } from "../../components/ui/index.ts";
import { $member } from "../../lib/session/index.ts";
import { $gameBusy } from "../launcher/index.ts";
import { disabledReason, type State } from "./transfer-back.machine.ts";
import type { ProviderBalance } from "./wallet.ts";
import {
  $endGame,
  $endGameOffered,
  $myCash,
  $transferBack,
  backContext,
  pressBack,
  pressEndGame,
  watchWallet,
  type BackKind,
} from "./wallet.store.ts";

/** What both wallet islands (panel, provider money) read: the member, my_cash, the transfer back, a heading id. */
export function useWalletIsland() {
  const member = useStore($member);
  const cash = useStore($myCash);
  const transfer = useStore($transferBack);
  useStore($gameBusy); // re-render when a game starts or ends: the buttons' enablement depends on it
  const headingId = useId();
  const memberId = member?.memberId;
  // The session may start after the island: load once the member is known (and again for another member).
  useEffect(() => (memberId === undefined ? undefined : watchWallet()), [memberId]);
  return { member, cash, transfer, headingId };
}

/** The provider wallets as rows: icon, name (with "playing" while lit) and amount. */
export function ProviderList({
  providers,
  money,
  t,
}: {
  providers: readonly ProviderBalance[];
  money: (minor: number) => string;
  t: T;
}) {
  return (
    <ul className="wp-list" role="list" aria-label={t("wallet.providers")}>
      {providers.map((p) => (
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
  );
}

const LABEL: Record<BackKind, LocaleKey> = { all: "wallet.transferBack", getBack: "wallet.getBack" };
const HELP: Record<BackKind, LocaleKey> = { all: "wallet.transferBackHelp", getBack: "wallet.getBackHelp" };

export function BackButton({ kind, state, t }: { kind: BackKind; state: State; t: T }) {
  const hintId = useId();
  const helpId = useId();
  // Re-read on every render: the stores that change the answer ($gameBusy, the machine) re-render this.
  const reason = disabledReason(state, backContext());
  const sending = state.kind === "sending";
  return (
    <div className="wp-action">
      <button
        type="button"
        className="wp-back"
        // aria-disabled, not disabled: a click while disabled must still say one_key_waiting (spec 000 §8).
        aria-disabled={reason !== null}
        aria-describedby={reason ? `${hintId} ${helpId}` : helpId}
        aria-busy={sending}
        data-testid={kind === "all" ? "transfer-back" : "balance-get-back"}
        onClick={() => pressBack(kind)}
      >
        {sending && <span className="wp-spin" aria-hidden="true" />}
        {t(LABEL[kind])}
      </button>
      {reason && (
        <span id={hintId} className="wp-hint">
          {t(`wallet.disabled.${reason}`)}
        </span>
      )}
      <span id={helpId} className="wp-help">
        {t(HELP[kind])}
      </span>
    </div>
  );
}

/** Shown only while the platform (or this tab) holds a game; ends it (leave1), then transfers everything back. */
export function EndGameButton({ t }: { t: T }) {
  const offered = useStore($endGameOffered);
  const state = useStore($endGame);
  const noteId = useId();
  const busy = state.kind !== "ready";
  if (!offered && !busy) return null;
  return (
    <div className="wp-action wp-action--end" data-testid="end-game">
      <p id={noteId} className="wp-note" role="note">
        {t("wallet.gameHeld")}
      </p>
      <button
        type="button"
        className="wp-back wp-back--end"
        aria-describedby={noteId}
        aria-busy={busy}
        onClick={() => pressEndGame()}
      >
        {busy && <span className="wp-spin" aria-hidden="true" />}
        {t("wallet.endGame")}
      </button>
    </div>
  );
}
