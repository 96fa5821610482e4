// Browser. Runs the daily sign-in card (signin.machine.ts): reads the activity for a member (now, after login),
// signs in once, reads it again; the balance follows through member.cash (and a refresh).
import { atom, onMount } from "nanostores";
import { isApiError } from "../../lib/api/index.ts";
import { serverMessage } from "../../lib/i18n/message.ts";
import { memberMoney } from "../../lib/money/member-money.ts";
import { fetchableMember, refreshBalance } from "../../lib/session/index.ts";
import { followSession, whenSessionReady } from "../../lib/session/session-life.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { getSigninInfo, signInToday } from "./api.ts";
import { IDLE, transition, type Event, type State } from "./signin.machine.ts";

export const $signin = atom<State>(IDLE);
const send = (e: Event) => $signin.set(transition($signin.get(), e));

export async function loadSignin(): Promise<void> {
  if (!fetchableMember()) return;
  send({ type: "load" });
  try {
    send({ type: "loaded", info: await getSigninInfo() });
  } catch {
    send({ type: "failed" });
  }
}

export async function signIn(): Promise<void> {
  const before = $signin.get();
  send({ type: "signin" });
  if ($signin.get() === before || $signin.get().kind !== "signing") return;
  try {
    const res = await signInToday();
    send({ type: "signed", info: await getSigninInfo() });
    showToast("success", { key: "signin.credited", params: { amount: memberMoney(res.cash) } });
    void refreshBalance();
  } catch (e) {
    const message = isApiError(e) && e.code ? e.message : "";
    let info = null;
    try {
      info = await getSigninInfo();
    } catch {
      // keep what the card shows
    }
    send({ type: "refused", info, message });
    showToast("error", message ? serverMessage(message) : { key: "signin.failed" });
  }
}

// While shown: read for a member and after a login; back to idle on logout.
onMount($signin, () =>
  whenSessionReady(() =>
    followSession(
      () => void loadSignin(),
      () => send({ type: "reset" }),
    ),
  ),
);
