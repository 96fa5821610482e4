// Island (home and deposit pages). The promotion pop-up's shell: its code loads once the page is interactive
// (DESIGN JS budget); PopupView renders what popup.store.ts decides (spec 000 §4). The home page hands it the
// visitor's list painted on the server (`seed`); the view translates its words with `useT`.
import { useAfterIdle } from "../../components/ui/after-idle.ts";
import { useLoadedView } from "../../components/ui/loaded-view.ts";
import type { PopupSeed } from "./entries.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./popup.css";

const loadView = () => import("./PopupView.tsx");

export default function PromoPopup({ seed = null }: { seed?: PopupSeed | null }) {
  const View = useLoadedView(useAfterIdle(), loadView);
  return View ? <View seed={seed} /> : null;
}
