// Browser. The wallet's stores and effects: my_cash for the panel (main wallet, provider wallets, total), the
// one-key transfer back and the balance get-back, each run through transfer-back.machine.ts. Every answer reloads
// my_cash, and my_cash sets the header balance too (one call, one truth). While a panel is shown a new balance
// (member.cash, all_transfer_back) reloads the list. Logout or another member empties everything.
import { atom, computed } from "nanostores";
import { isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag, bootLocalePrefix } from "../../lib/boot/boot.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { IDLE, isBusy, loadedData, runLoad, sendLoad, type Load } from "../../lib/load/index.ts";
import { formatMoney, fromMinor, toMinor } from "../../lib/money/index.ts";
import { $layout, $session, fetchableMember, sessionEvents, setBalance } from "../../lib/session/index.ts";
import { showToast } from "../../components/ui/index.ts";
import { $gameActivity, $gameBusy, endAnyGame } from "../launcher/index.ts";
import { getMyCash, postBalanceGetBack, postTransferAllBack } from "./api.ts";
import * as endGame from "./end-game.machine.ts";
import {
  initialState,
  isPlayPath,
  transition,
  type Answer,
  type Context,
  type Effect,
  type Event,
  type State,
} from "./transfer-back.machine.ts";
import { litProvider, walletView, type MyCash, type WalletView } from "./wallet.ts";

/** my_cash as the panel shows it; reloading keeps the last figures on screen, marked busy (src/lib/load). */
export type CashState = Load<WalletView>;

export const $myCash = atom<CashState>(IDLE);
/** One-key transfer back (spec 000 §4, §8). */
export const $transferBack = atom<State>(initialState);
/** Balance get-back of the member centre (spec 001 §7, §8). */
export const $getBack = atom<State>(initialState);

/** "End the game and bring the money back" (end-game.machine.ts). */
export const $endGame = atom<endGame.State>(endGame.initialState);
/** A transfer back answered …102 and nothing since brought the money home. */
export const $answeredPlaying = atom(false);
/** Whether to offer "End the game and bring the money back" (endGameOffered). */
export const $endGameOffered = computed(
  [$gameActivity, $myCash, $layout, $answeredPlaying],
  (activity, cash, layout, answeredPlaying) =>
    endGame.endGameOffered({
      activity,
      litProvider: litProvider(viewOf(cash)),
      layoutPlaying: layout ? layout.is_playing === 1 : null,
      answeredPlaying,
    }),
);

export type BackKind = "all" | "getBack";
const MACHINES: Record<BackKind, typeof $transferBack> = { all: $transferBack, getBack: $getBack };

export function viewOf(s: CashState): WalletView | null {
  return loadedData(s) ?? null;
}

/** Nothing to show yet, or a reload on its way: the refresh button waits. */
export function cashBusy(s: CashState): boolean {
  return s.kind === "idle" || isBusy(s);
}

let started = false;
/** Empties the wallet on logout and on another member's login (no figures carried across members). */
function start(): void {
  if (started) return;
  started = true;
  const empty = () => {
    sendLoad($myCash, { type: "reset" }); // an answer still on its way is for the member who left
    for (const kind of Object.keys(MACHINES) as BackKind[]) {
      clearTimeout(timers[kind]);
      MACHINES[kind].set(initialState);
    }
    endSeq++;
    $endGame.set(endGame.initialState);
    $answeredPlaying.set(false);
  };
  sessionEvents.on("logout", empty);
  sessionEvents.on("login", empty);
}

/** Reloads my_cash (spec 000 §7) and with it the header balance. */
export async function loadMyCash(): Promise<void> {
  start();
  const m = fetchableMember();
  if (!m) return;
  const answered: { cash?: MyCash } = {};
  const out = await runLoad($myCash, async () => {
    answered.cash = await getMyCash();
    return walletView(answered.cash, m.currency);
  });
  // One call, one truth: the header shows what the panel shows, for the member still here.
  if (out.status === "ready" && answered.cash && fetchableMember()?.memberId === m.memberId)
    setBalance(answered.cash.member_cash, answered.cash.total);
}

/** What the machine reads at this moment: the clock, the launcher's flags, the page. */
export function backContext(): Context {
  return {
    now: Date.now(),
    gameBusy: $gameBusy.get(),
    onPlayPage: typeof window !== "undefined" && isPlayPath(window.location.pathname, bootLocalePrefix()),
  };
}

const timers: Partial<Record<BackKind, ReturnType<typeof setTimeout>>> = {};

function run(kind: BackKind, event: Event): void {
  const step = transition(MACHINES[kind].get(), event);
  MACHINES[kind].set(step.state);
  for (const effect of step.effects) perform(kind, effect);
}

/** The effects both machines (transfer back, end game) share: the same toast, reload and played-game flag. */
type SharedEffect = Extract<Effect | endGame.Effect, { type: "notify" | "refresh" | "gamePlaying" | "settled" }>;

function performShared(effect: SharedEffect): void {
  switch (effect.type) {
    case "notify":
      showToast(effect.level, effect.message);
      return;
    case "refresh":
      void loadMyCash();
      return;
    case "gamePlaying":
    case "settled":
      $answeredPlaying.set(effect.type === "gamePlaying");
      return;
  }
}

function perform(kind: BackKind, effect: Effect): void {
  switch (effect.type) {
    case "send":
      void send(kind);
      return;
    case "wakeAt":
      wakeAt(kind, effect.at);
      return;
    default:
      performShared(effect);
  }
}

function wakeAt(kind: BackKind, at: number): void {
  clearTimeout(timers[kind]);
  timers[kind] = setTimeout(
    () => {
      run(kind, { type: "cooldownOver", now: Date.now() });
      const s = MACHINES[kind].get();
      // a timer that fired a hair early: try again at the end of the cooldown
      if (s.kind === "cooling") wakeAt(kind, s.coolUntil);
    },
    Math.max(0, at - Date.now()) + 10,
  );
}

function answerOf(e: unknown): Answer {
  if (isApiError(e) && e.kind === "platform") return { ok: false, code: e.code, message: e.message };
  return { ok: false, code: 0, message: "", fallbackKey: isApiError(e) ? e.messageKey : "api.error.unhandled" };
}

function memberCurrency(): Currency | null {
  return fetchableMember()?.currency ?? null;
}

/** An amount of the answer (back_total, member_cash) in minor units, or null. */
function answerMinor(value: unknown): number | null {
  const currency = memberCurrency();
  return currency && typeof value === "number" && Number.isFinite(value) ? toMinor(value, currency) : null;
}

/** Minor units written for the member, as the panel writes money. */
function written(minor: number): string {
  const currency = memberCurrency() ?? "INR";
  return formatMoney(currency, fromMinor(minor, currency), pageLocaleTag());
}

/** The transfer back's answer: how much came home (back_total), and the main wallet after (member_cash). */
async function transfer(kind: BackKind): Promise<{ answer: Answer; mainMinor: number | null }> {
  try {
    const r = await (kind === "all" ? postTransferAllBack() : postBalanceGetBack());
    const back = answerMinor(r.back_total);
    return { answer: back ? { ok: true, back: written(back) } : { ok: true }, mainMinor: answerMinor(r.member_cash) };
  } catch (e) {
    const data: unknown = isApiError(e) ? e.data : null;
    const mainMinor =
      data && typeof data === "object" ? answerMinor((data as Record<string, unknown>)["member_cash"]) : null;
    return { answer: answerOf(e), mainMinor };
  }
}

async function send(kind: BackKind): Promise<void> {
  const { answer } = await transfer(kind);
  run(kind, { type: "answered", answer, now: Date.now() });
}

let endSeq = 0;

function runEnd(event: endGame.Event): void {
  const step = endGame.transition($endGame.get(), event);
  $endGame.set(step.state);
  for (const effect of step.effects) void performEnd(effect, endSeq);
}

/** The end-game machine's effects; an answer for a session since left (logout, another member) is dropped. */
async function performEnd(effect: endGame.Effect, seq: number): Promise<void> {
  switch (effect.type) {
    case "measure": {
      let mainMinor: number | null = null;
      try {
        mainMinor = answerMinor((await getMyCash()).member_cash);
      } catch {
        mainMinor = null;
      }
      if (seq === endSeq) runEnd({ type: "measured", mainMinor });
      return;
    }
    case "leave":
      await endAnyGame();
      if (seq === endSeq) runEnd({ type: "left" });
      return;
    case "transfer": {
      const { answer, mainMinor } = await transfer("all");
      if (seq === endSeq) runEnd({ type: "answered", answer, mainMinor });
      return;
    }
    case "reportBack":
      showToast(
        "success",
        effect.minor ? { key: "wallet.backAmount", params: { amount: written(effect.minor) } } : { key: "success" },
      );
      return;
    default:
      performShared(effect);
  }
}

/** The member pressed "End the game and bring the money back". */
export function pressEndGame(): void {
  start();
  runEnd({ type: "press" });
}

/** The member pressed "transfer all back" (or "get balance back"): the machine decides. */
export function pressBack(kind: BackKind): void {
  start();
  run(kind, { type: "click", ctx: backContext() });
}

let watchers = 0;
let unwatch: (() => void) | null = null;

/**
 * A wallet panel is on screen: load my_cash now, and again whenever the session's balance (member.cash after a
 * start, a spin, a deposit, a quit) differs from what the panel shows, main wallet or total. Returns the cleanup.
 */
export function watchWallet(): () => void {
  start();
  if (watchers++ === 0) {
    unwatch = $session.listen((s) => {
      if (s.status !== "member" || s.balance.status !== "ready") return;
      const view = viewOf($myCash.get());
      if (!view) {
        if (!isBusy($myCash.get())) void loadMyCash();
        return;
      }
      const { currency } = s.member;
      const { cash, total } = s.balance;
      if (
        toMinor(cash, currency) !== view.mainMinor ||
        (total !== null && toMinor(total, currency) !== view.totalMinor)
      )
        void loadMyCash();
    });
  }
  void loadMyCash();
  return () => {
    if (--watchers === 0) {
      unwatch?.();
      unwatch = null;
    }
  };
}
