// Island (once per page, from BaseLayout). Installs the launcher's listeners and shows the game modal when the
// modal open type asks for it; the modal's code loads only then (home page JS budget). While a member's game is
// open (window, modal or /play) it also hosts the reality check, loaded only then (features/reality-check).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { $gameModal, $memberGameOpen, install, quitGame } from "./launcher.store.ts";

const GameModal = lazy(() => import("./GameModal.tsx"));
const RealityCheckDialog = lazy(() =>
  import("../reality-check/index.ts").then((m) => ({ default: m.RealityCheckDialog })),
);

export default function LauncherHost() {
  const modal = useStore($gameModal);
  const memberGame = useStore($memberGameOpen);
  useEffect(() => install(), []);
  if (!modal && !memberGame) return null;
  return (
    <Suspense fallback={null}>
      {modal && <GameModal />}
      {memberGame && <RealityCheckDialog quit={quitGame} />}
    </Suspense>
  );
}
