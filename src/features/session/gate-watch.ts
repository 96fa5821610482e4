// Browser. Keeps <html data-session> in step with the session store once it runs (gate.ts): a login from
// the header or the signed-out prompt shows the member's page at once, a logout (here or in another tab)
// brings the prompt back. Started with the account machinery (account-loader.ts).
import { computed } from "nanostores";
import { $isLoggedIn, $sessionReady } from "../../lib/session/session.atoms.ts";
import { SESSION_ATTRIBUTE, gateOf } from "./gate.ts";

const $gate = computed([$sessionReady, $isLoggedIn], gateOf);

let stop: (() => void) | null = null;

export function watchSessionGate(root: HTMLElement = document.documentElement): () => void {
  stop ??= $gate.subscribe((gate) => {
    if (gate) root.setAttribute(SESSION_ATTRIBUTE, gate);
  });
  return stop;
}
