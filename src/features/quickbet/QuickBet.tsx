// Island (sports hall and the home page's sport section). The sport quick-bet frame's shell: loads after the
// page is interactive (spec 001 §4).
import { lazy, Suspense } from "react";
import { useAfterIdle } from "../../components/ui/after-idle.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./quickbet.css";

const QuickBetView = lazy(() => import("./QuickBetView.tsx"));

export default function QuickBet() {
  const ready = useAfterIdle();
  return (
    <div className="quickbet" data-testid="quickbet">
      {ready && (
        <Suspense fallback={null}>
          <QuickBetView />
        </Suspense>
      )}
    </div>
  );
}
