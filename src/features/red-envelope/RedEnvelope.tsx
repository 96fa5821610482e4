// Island (home page). The red envelope's shell: loads after the page is interactive; the view shows a member's
// envelope with its countdown, the claim button and the result modal (spec 001 §4).
import { useAfterIdleForMember } from "../../components/ui/after-idle.ts";
import { useLoadedView } from "../../components/ui/loaded-view.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./red-envelope.css";

const loadView = () => import("./RedEnvelopeView.tsx");

export default function RedEnvelope() {
  const View = useLoadedView(useAfterIdleForMember(), loadView);
  return View ? <View /> : null;
}
