// Island piece. The reality check's dialog (player protection): time played this session and the net position
// (wins − bets), with "Keep playing", "Stop" and "Take a break". Rendered by the launcher's host while a member's
// game is open, above the game's modal, the /play page and every promotion pop-up; the member must choose (no
// close button, Escape does nothing).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { TakeBreakDialog } from "../protection/index.ts";
import { formatPlayed } from "./reality.machine.ts";
import { $realityCheck, breakStarted, keepPlaying, startRealityCheck, stopPlaying } from "./reality.store.ts";

/** Above the game modal and the message boxes (ModalFrame level). */
const LEVEL = 20;

export default function RealityCheckDialog({ quit }: { quit: () => Promise<void> }) {
  const t = useT();
  const session = useStore($realityCheck);
  // "Take a break" opens one confirmation dialog in place of this one (the length, until when, start or back).
  const [choosing, setChoosing] = useState(false);
  useEffect(() => startRealityCheck(), []);
  useEffect(() => {
    if (session === null) setChoosing(false);
  }, [session]);
  const locale = pageLocaleTag();
  return (
    <>
      <TakeBreakDialog
        open={session !== null && choosing}
        level={LEVEL}
        onBack={() => setChoosing(false)}
        onStarted={(message) => breakStarted(quit, message)}
      />
      <Modal
        open={session !== null && !choosing}
        title={t("reality.title")}
        onClose={() => void keepPlaying()}
        dismissible={false}
        level={LEVEL}
        testId="reality-check"
        describedBy="reality-check-text"
      >
        {session && (
          <>
            <div id="reality-check-text">
              <p>{t("reality.played", { time: formatPlayed(session.played_ms, locale) })}</p>
              <p>
                {t("reality.net", { amount: formatMinorMoney(session.currency, session.net, locale) })}{" "}
                <span className="reality-muted">({t("reality.netHint")})</span>
              </p>
            </div>
            <div className="ui-actions">
              <button type="button" className="ui-btn ui-btn--primary" onClick={() => void keepPlaying()}>
                {t("reality.keep")}
              </button>
              <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void stopPlaying(quit)}>
                {t("reality.stop")}
              </button>
              <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setChoosing(true)}>
                {t("reality.break")}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
