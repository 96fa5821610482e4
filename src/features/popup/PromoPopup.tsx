// Island (home and deposit pages). The promotion pop-up's shell: its code and data load once the page is
// interactive (DESIGN JS budget); PopupView renders what popup.store.ts decides (spec 000 §4).
import { lazy, Suspense } from "react";
import { useAfterIdle } from "../../components/ui/after-idle.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./popup.css";

const PopupView = lazy(() => import("./PopupView.tsx"));

export default function PromoPopup() {
  const ready = useAfterIdle();
  return ready ? (
    <Suspense fallback={null}>
      <PopupView />
    </Suspense>
  ) : null;
}
