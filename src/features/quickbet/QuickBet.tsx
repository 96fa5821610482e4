// Island (sports hall and the home page's sport section). The sport quick-bet frame's shell: loads after the
// page is interactive, once the visitor scrolls within a screen of it (spec 001 §4; DESIGN JS budget).
import { lazy, Suspense, useRef } from "react";
import { useAfterIdleNearView } from "../../components/ui/after-idle.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./quickbet.css";

const QuickBetView = lazy(() => import("./QuickBetView.tsx"));

export default function QuickBet() {
  const box = useRef<HTMLDivElement>(null);
  const ready = useAfterIdleNearView(box);
  return (
    <div className="quickbet" data-testid="quickbet" ref={box}>
      {ready && (
        <Suspense fallback={null}>
          <QuickBetView />
        </Suspense>
      )}
    </div>
  );
}
