// Browser. Runs the red envelope (red-envelope.machine.ts): reads it for a member (after login, at start, on
// RedEnvelopeDisplay), ticks the countdown every second, asks again 3 s after it ends, claims once, and on
// the result's close refreshes the balance (spec 001 §4, §7, §8, §9).
import { atom, onMount } from "nanostores";
import { RED_ENVELOPE_CODES } from "../../contract/red-envelope.ts";
import { isApiError, serverNow } from "../../lib/api/index.ts";
import { TIMING } from "../../lib/config/constants.ts";
import { serverMessage } from "../../lib/i18n/message.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { fetchableMember, refreshBalance } from "../../lib/session/index.ts";
import { followSession, whenSessionReady } from "../../lib/session/session-life.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { claimRedEnvelope, getRedEnvelope } from "./api.ts";
import { IDLE, transition, type Event, type State } from "./red-envelope.machine.ts";

export const $redEnvelope = atom<State>(IDLE);

let ticker: ReturnType<typeof setInterval> | undefined;
let requery: ReturnType<typeof setTimeout> | undefined;
let loadSeq = 0;

function send(event: Event): void {
  const next = transition($redEnvelope.get(), event);
  if (next === $redEnvelope.get()) return;
  $redEnvelope.set(next);
  schedule(next);
}

/** Timers follow the state: a tick while counting down, one re-query 3 s after the end. */
function schedule(state: State): void {
  const counting = state.kind === "active" || state.kind === "claiming";
  if (counting && !ticker) ticker = setInterval(() => send({ type: "tick", now: serverNow() }), TIMING.countdownTickMs);
  if (!counting && ticker) {
    clearInterval(ticker);
    ticker = undefined;
  }
  if (state.kind === "ended" && !requery) {
    requery = setTimeout(() => {
      requery = undefined;
      void loadRedEnvelope();
    }, TIMING.redEnvelopeRequeryMs);
  }
}

export async function loadRedEnvelope(): Promise<void> {
  if (!fetchableMember()) return;
  const seq = ++loadSeq;
  try {
    const envelope = await getRedEnvelope();
    if (seq !== loadSeq || !fetchableMember()) return;
    send({ type: "loaded", envelope, now: serverNow() });
  } catch {
    // no envelope shown: a promotion is not worth an error on every page
  }
}

/** Claims once: a second call while claiming (a double click) sends nothing (the machine ignores it). */
export async function claimEnvelope(): Promise<void> {
  const s = $redEnvelope.get();
  if (s.kind !== "active") return;
  send({ type: "claim" });
  try {
    send({ type: "claimed", cash: await claimRedEnvelope(s.envelope.id) });
  } catch (e) {
    if (isApiError(e) && e.code === RED_ENVELOPE_CODES.gone) {
      send({ type: "claimGone", message: e.message });
      showToast("warning", serverMessage(e.message));
    } else {
      send({ type: "claimFailed" });
      showToast("error", isApiError(e) && e.code ? serverMessage(e.message) : { key: "redEnvelope.failed" });
    }
  }
}

/** The result modal's close: the balance is read again (spec 001 §4). */
export function closeEnvelopeResult(): void {
  send({ type: "resultClosed" });
  void refreshBalance();
}

function reset(): void {
  loadSeq++;
  clearTimeout(requery);
  requery = undefined;
  send({ type: "reset" });
}

// While shown: read for a member, again after a login and on RedEnvelopeDisplay (member.{currency}, spec 001 §7);
// reset on logout and when no longer shown.
onMount($redEnvelope, () =>
  whenSessionReady(() => {
    const load = () => void loadRedEnvelope();
    const stop = followSession(load, reset, platformEvents.on("RedEnvelopeDisplay", load));
    return () => {
      stop();
      // Not through send: reading an unmounted store ($redEnvelope.get()) would mount it again.
      loadSeq++;
      clearTimeout(requery);
      requery = undefined;
      clearInterval(ticker);
      ticker = undefined;
      $redEnvelope.set(IDLE);
    };
  }),
);
