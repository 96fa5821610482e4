// the jackpot goes through a store whose start returns a cleanup (no listener or interval left
// behind); spec 000 §3: the member's currency (the page's for a visitor), refreshed every minute while visible.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getJackpot } from "../../../src/features/jackpot/api.ts";
import { $jackpot, fetchJackpotTotal, startJackpotStore } from "../../../src/features/jackpot/jackpot.store.ts";
import { $session, $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { ANONYMOUS, sessionTransition } from "../../../src/lib/session/session.machine.ts";

vi.mock("../../../src/features/jackpot/api.ts", () => ({ getJackpot: vi.fn(async () => 7) }));

const member = {
  token: "tok-abcdefgh",
  memberId: 5,
  account: "demo01",
  currency: "USD" as const,
  memberType: 1,
  agentType: 0,
};
const logIn = () => $session.set(sessionTransition(ANONYMOUS, { type: "login", member }));

let fetchTotal: ReturnType<typeof vi.fn<(currency: string, lang: string) => Promise<number>>>;
let visible = true;
const startStore = () =>
  startJackpotStore({ siteCurrency: "INR", lang: "hi_IN", fetchTotal, isVisible: () => visible, refreshMs: 1000 });
const start = () => startStore().stop;

beforeEach(() => {
  vi.useFakeTimers();
  $session.set(ANONYMOUS);
  $jackpot.set(null);
  visible = true;
  fetchTotal = vi.fn(async (currency: string) => (currency === "USD" ? 200 : 100));
});
afterEach(() => vi.useRealTimers());

describe("home jackpot store", () => {
  it("a visitor sees the page currency's total, asked in the page's language", async () => {
    const stop = start();
    expect($jackpot.get()).toEqual({ kind: "loading", currency: "INR" });
    await vi.waitFor(() => expect($jackpot.get()).toEqual({ kind: "ready", currency: "INR", total: 100 }));
    expect(fetchTotal).toHaveBeenCalledWith("INR", "hi_IN");
    stop();
  });

  it("a login in another currency switches to that currency's total", async () => {
    const stop = start();
    logIn();
    await vi.waitFor(() => expect($jackpot.get()).toEqual({ kind: "ready", currency: "USD", total: 200 }));
    stop();
  });

  it("refreshes every interval only while the page is visible", async () => {
    const stop = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    visible = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    stop();
  });

  it("the cleanup removes the interval and the member listener", async () => {
    const stop = start();
    await vi.waitFor(() => expect($jackpot.get()?.kind).toBe("ready"));
    stop();
    fetchTotal.mockClear();
    await vi.advanceTimersByTimeAsync(5000);
    logIn();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchTotal).not.toHaveBeenCalled();
  });

  it("a failed call keeps the last figure; an answer for a currency no longer shown is dropped", async () => {
    const stop = start();
    await vi.waitFor(() => expect($jackpot.get()).toMatchObject({ total: 100 }));
    fetchTotal.mockRejectedValueOnce(new Error("offline"));
    await vi.advanceTimersByTimeAsync(1000);
    expect($jackpot.get()).toEqual({ kind: "ready", currency: "INR", total: 100 });
    let answerInr: (n: number) => void = () => undefined;
    fetchTotal.mockImplementationOnce(() => new Promise<number>((r) => (answerInr = r)));
    await vi.advanceTimersByTimeAsync(1000); // INR asked, not answered yet
    logIn(); // USD asked and answered
    await vi.waitFor(() => expect($jackpot.get()).toMatchObject({ currency: "USD", total: 200 }));
    answerInr(999);
    await vi.advanceTimersByTimeAsync(1);
    expect($jackpot.get()).toEqual({ kind: "ready", currency: "USD", total: 200 });
    stop();
  });
});

describe("the jackpot's call (through the API client, without growing the home page's first load)", () => {
  afterEach(() => {
    $sessionReady.set(false);
    vi.unstubAllGlobals();
  });

  it("once the session has started (API client on the page) it goes through callApi and the contract", async () => {
    $sessionReady.set(true);
    await expect(fetchJackpotTotal("INR", "en_US")).resolves.toBe(7);
    expect(getJackpot).toHaveBeenCalledWith("INR", "en_US");
  });

  it("before that (a visitor who has not interacted) a plain fetch, its answer checked by hand", async () => {
    vi.mocked(getJackpot).mockClear();
    const body = { status: true, code: 100, message: "", apiResponseData: { jackpot_amount_total: 12.5 } };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body)));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchJackpotTotal("INR", "hi_IN")).resolves.toBe(12.5);
    expect(fetchMock).toHaveBeenCalledWith("/api/v2/get_jackpot", expect.objectContaining({ method: "POST" }));
    expect(getJackpot).not.toHaveBeenCalled();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ code: 101 }))),
    );
    await expect(fetchJackpotTotal("INR", "hi_IN")).rejects.toThrow();
  });

  // faults: a platform that does not answer leaves no endless dimmed zeros.
  it("a failed first load is an error with Retry; a failed refresh keeps the figure", async () => {
    fetchTotal.mockRejectedValueOnce(new Error("down"));
    const store = startStore();
    await vi.waitFor(() => expect($jackpot.get()).toEqual({ kind: "error", currency: "INR" }));
    await store.retry();
    expect($jackpot.get()).toEqual({ kind: "ready", currency: "INR", total: 100 });
    fetchTotal.mockRejectedValueOnce(new Error("down again"));
    await vi.advanceTimersByTimeAsync(1000);
    expect($jackpot.get()).toEqual({ kind: "ready", currency: "INR", total: 100 });
    store.stop();
  });
});
