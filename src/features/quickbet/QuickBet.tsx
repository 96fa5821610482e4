// Island (sports hall and the home page's sport section). The sport quick-bet frame's shell: loads after the
// page is interactive, once the visitor scrolls within a screen of it (spec 001 §4; DESIGN JS budget).
import { useRef } from "react";
import { useAfterIdleNearView } from "../../components/ui/after-idle.ts";
import { useLoadedView } from "../../components/ui/loaded-view.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./quickbet.css";

const loadView = () => import("./QuickBetView.tsx");

export default function QuickBet() {
  const box = useRef<HTMLDivElement>(null);
  const View = useLoadedView(useAfterIdleNearView(box), loadView);
  return (
    <div className="quickbet" data-testid="quickbet" ref={box}>
      {View && <View />}
    </div>
  );
}
