// Island (once per page, from BaseLayout). Installs the member links' guard and shows the game modal when the
// modal open type asks for it; the modal's code loads only then (home page JS budget). While a member's game is
// open (window, modal or /play) it also hosts the reality check, loaded only then (features/reality-check). It
// reads activity.ts only: the launcher's machine loads when a game may be started, not with every page.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { $launcherHost, installLinkGuard, quitGame } from "./activity.ts";

const GameModal = lazy(() => import("./GameModal.tsx"));
const RealityCheckDialog = lazy(() =>
  import("../reality-check/index.ts").then((m) => ({ default: m.RealityCheckDialog })),
);

export default function LauncherHost() {
  const { modal, memberGame } = useStore($launcherHost);
  useEffect(() => installLinkGuard(), []);
  if (!modal && !memberGame) return null;
  return (
    <Suspense fallback={null}>
      {modal && <GameModal />}
      {memberGame && <RealityCheckDialog quit={quitGame} />}
    </Suspense>
  );
}
