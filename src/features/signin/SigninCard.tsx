// Island (home page). The daily sign-in card's shell: loads after the page is interactive; members only.
import { useAfterIdleForMember } from "../../components/ui/after-idle.ts";
import { useLoadedView } from "../../components/ui/loaded-view.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./signin.css";

const loadView = () => import("./SigninView.tsx");

export default function SigninCard() {
  const View = useLoadedView(useAfterIdleForMember(), loadView);
  return View ? <View /> : null;
}
