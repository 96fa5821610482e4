// Island. /play's player (GamePlayer) loaded on its own: this index is in the first load of every page whose tiles
// call startGame, and the player (with i18next for its texts) would come with it (bench: slot list JS).
import { lazy, Suspense } from "react";

const GamePlayer = lazy(() => import("./GamePlayer.tsx"));

export default function GamePlayerIsland({ prefix }: { prefix: string }) {
  return (
    <Suspense fallback={null}>
      <GamePlayer prefix={prefix} />
    </Suspense>
  );
}
