// Island part. The wallet's buttons, shared by the wallet panel and the withdrawal page: one-key transfer back and
// balance get-back (spec 000 §4, §8; spec 001 §7, §8), each with a line saying what it does, and "End the game and
// bring the money back" while the platform says a game is still being played (end-game.machine.ts).
import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { LocaleKey, T } from "../../components/ui/index.ts";
import { disabledReason, type State } from "./transfer-back.machine.ts";
import { $endGame, $endGameOffered, backContext, pressBack, pressEndGame, type BackKind } from "./wallet.store.ts";

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
