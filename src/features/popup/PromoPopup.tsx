// Island (home and deposit pages). The promotion pop-up's shell: its code loads once the page is interactive
// (DESIGN JS budget); PopupView renders what popup.store.ts decides (spec 000 §4). The home page hands it the
// visitor's list painted on the server (`seed`) and the words, translated on the server (`labels`).
import { useAfterIdle } from "../../components/ui/after-idle.ts";
import { useLoadedView } from "../../components/ui/loaded-view.ts";
import type { PopupLabels, PopupSeed } from "./entries.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./popup.css";

const loadView = () => import("./PopupView.tsx");

export default function PromoPopup({ labels, seed = null }: { labels: PopupLabels; seed?: PopupSeed | null }) {
  const View = useLoadedView(useAfterIdle(), loadView);
  return View ? <View labels={labels} seed={seed} /> : null;
}
