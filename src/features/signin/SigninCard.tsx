// Island (home page). The daily sign-in card's shell: loads after the page is interactive; members only.
import { lazy, Suspense } from "react";
import { useAfterIdleForMember } from "../../components/ui/after-idle.ts";
// Styles with the shell: CSS of a lazy chunk would never load (see layouts/BaseLayout.astro).
import "./signin.css";

const SigninView = lazy(() => import("./SigninView.tsx"));

export default function SigninCard() {
  const ready = useAfterIdleForMember();
  return ready ? (
    <Suspense fallback={null}>
      <SigninView />
    </Suspense>
  ) : null;
}
