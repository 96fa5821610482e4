// Island piece. The play game modal (spec 000 §2, §4 modal open type): the game's name, the game in a frame,
// and a close button that quits the game. Renders $gameModal only. Inline styles: a lazy chunk's CSS import
// would never be emitted (see BaseLayout).
import { useStore } from "@nanostores/react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { $gameModal, quitGame } from "./launcher.store.ts";

export default function GameModal() {
  const modal = useStore($gameModal);
  const t = useT();
  if (!modal) return null;
  return (
    <Modal open title={modal.title} onClose={() => void quitGame()} size="md" testId="game-modal">
      <div style={{ width: "min(1200px, 92vw)", maxWidth: "100%" }}>
        {modal.url ? (
          <iframe
            src={modal.url}
            title={modal.title}
            allow="autoplay; fullscreen"
            style={{ display: "block", width: "100%", height: "min(70vh, 720px)", border: 0, background: "#000" }}
          />
        ) : (
          <p role="status">{t("page.play.starting")}</p>
        )}
      </div>
    </Modal>
  );
}
