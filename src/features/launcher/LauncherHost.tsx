// Island (once per page, from BaseLayout). Installs the launcher's listeners and shows the game modal when the
// modal open type asks for it; the modal's code loads only then (home page JS budget).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { $gameModal, install } from "./launcher.store.ts";

const GameModal = lazy(() => import("./GameModal.tsx"));

export default function LauncherHost() {
  const modal = useStore($gameModal);
  useEffect(() => install(), []);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <GameModal />
    </Suspense>
  );
}
