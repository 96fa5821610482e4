// The one way to load (src/lib/README.md): the Load<T> machine's table and runLoad's ordering rules.
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/lib/api/error.ts";
import {
  IDLE,
  LOADING,
  errorMessage,
  isBusy,
  loadTransition,
  loadedData,
  runLoad,
  type Load,
  type LoadEvent,
} from "../../../src/lib/load/index.ts";

type S = Load<string>;
const loading = (seq: number): S => ({ kind: "loading", seq });
const ready = (seq: number, data: string, refreshing = false): S => ({ kind: "ready", seq, data, refreshing });
const error = (seq: number, text: string): S => ({ kind: "error", seq, message: { text } });

describe("loadTransition", () => {
  const rows: [string, S, LoadEvent<string>, S][] = [
    ["idle → loading on start", IDLE, { type: "start", seq: 1 }, loading(1)],
    ["loading → ready on its answer", loading(1), { type: "loaded", seq: 1, data: "a" }, ready(1, "a")],
    ["loading → error on its failure", loading(1), { type: "failed", seq: 1, message: { text: "x" } }, error(1, "x")],
    ["an older request's answer is ignored", loading(2), { type: "loaded", seq: 1, data: "old" }, loading(2)],
    [
      "an older request's failure is ignored",
      loading(2),
      { type: "failed", seq: 1, message: { text: "x" } },
      loading(2),
    ],
    [
      "an answer after the newer one is ignored",
      ready(2, "new"),
      { type: "loaded", seq: 1, data: "old" },
      ready(2, "new"),
    ],
    ["an answer nobody waits for is ignored", ready(1, "a"), { type: "loaded", seq: 1, data: "b" }, ready(1, "a")],
    ["a refresh keeps the data shown", ready(1, "a"), { type: "start", seq: 2, keep: true }, ready(2, "a", true)],
    ["a reload without keep shows loading", ready(1, "a"), { type: "start", seq: 2 }, loading(2)],
    [
      "the refresh's answer replaces the data",
      ready(2, "a", true),
      { type: "loaded", seq: 2, data: "b" },
      ready(2, "b"),
    ],
    [
      "the refresh's failure is an error that keeps the last data",
      ready(2, "a", true),
      { type: "failed", seq: 2, message: { text: "x" } },
      { kind: "error", seq: 2, message: { text: "x" }, data: "a" },
    ],
    [
      "a failed refresh with keep leaves the data as it was",
      ready(2, "a", true),
      { type: "failed", seq: 2, message: { text: "x" }, keep: true },
      ready(2, "a"),
    ],
    [
      "a failed first load with keep is still an error",
      loading(1),
      { type: "failed", seq: 1, message: { text: "x" }, keep: true },
      error(1, "x"),
    ],
    ["keep from an error without data shows loading", error(1, "x"), { type: "start", seq: 2, keep: true }, loading(2)],
    [
      "keep from an error with data shows that data, refreshing",
      { kind: "error", seq: 1, message: { text: "x" }, data: "a" },
      { type: "start", seq: 2, keep: true },
      ready(2, "a", true),
    ],
    ["a replayed start is ignored", loading(3), { type: "start", seq: 2 }, loading(3)],
    ["the first paint's LOADING accepts request 1", LOADING, { type: "start", seq: 1 }, loading(1)],
    ["update changes ready data", ready(1, "a"), { type: "update", data: "b" }, ready(1, "b")],
    ["update leaves loading alone", loading(1), { type: "update", data: "b" }, loading(1)],
    ["reset forgets, keeping the number", ready(4, "a"), { type: "reset" }, { kind: "idle", seq: 4 }],
    [
      "an answer after a reset is ignored",
      { kind: "idle", seq: 4 },
      { type: "loaded", seq: 4, data: "a" },
      { kind: "idle", seq: 4 },
    ],
  ];
  it.each(rows)("%s", (_, state, event, next) => {
    expect(loadTransition(state, event)).toEqual(next);
  });

  it("isBusy and loadedData read the state", () => {
    expect([IDLE, loading(1), ready(1, "a"), ready(1, "a", true), error(1, "x")].map(isBusy)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(loadedData(ready(1, "a", true))).toBe("a");
    expect(loadedData(error(1, "x"))).toBeUndefined();
    expect(loadedData({ kind: "error", seq: 1, message: { text: "x" }, data: "a" })).toBe("a");
  });
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("runLoad", () => {
  it("loading → ready", async () => {
    const $s = atom<S>(IDLE);
    const d = deferred<string>();
    const run = runLoad($s, () => d.promise);
    expect($s.get().kind).toBe("loading");
    d.resolve("a");
    expect(await run).toEqual({ status: "ready", data: "a" });
    expect($s.get()).toEqual(ready(1, "a"));
  });

  it("a failure becomes the member's message: the platform's text, else the client's key", async () => {
    const $s = atom<S>(IDLE);
    const refusal = new ApiError({ kind: "platform", status: 200, code: 1001, message: "No", path: "/api/x" });
    const out = await runLoad($s, () => Promise.reject(refusal));
    expect(out).toMatchObject({ status: "error", error: refusal, message: { text: "No" } });
    expect($s.get()).toEqual(error(1, "No"));
    await runLoad($s, () =>
      Promise.reject(new ApiError({ kind: "network", status: 0, code: 0, message: "", path: "/api/x" })),
    );
    expect($s.get()).toMatchObject({ kind: "error", message: { key: "api.error.network" } });
    expect(errorMessage(new Error("boom"))).toEqual({ key: "api.error.unhandled" });
  });

  it("keepOnError: a failed refresh leaves the data shown, and the outcome says error", async () => {
    const $s = atom<S>(ready(1, "a"));
    const out = await runLoad($s, () => Promise.reject(new Error("x")), { keepOnError: true });
    expect(out.status).toBe("error");
    expect($s.get()).toEqual(ready(2, "a"));
  });

  it("a custom message mapper is used", async () => {
    const $s = atom<S>(IDLE);
    await runLoad($s, () => Promise.reject(new Error("x")), { message: () => ({ key: "fault.retry" }) });
    expect($s.get()).toMatchObject({ kind: "error", message: { key: "fault.retry" } });
  });

  it("an out-of-order answer is ignored and the superseded call is aborted", async () => {
    const $s = atom<S>(IDLE);
    const first = deferred<string>();
    const second = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const a = runLoad($s, (signal) => {
      firstSignal = signal;
      return first.promise;
    });
    const b = runLoad($s, () => second.promise);
    expect(firstSignal?.aborted).toBe(true);
    second.resolve("new");
    first.resolve("old");
    expect(await b).toEqual({ status: "ready", data: "new" });
    expect(await a).toEqual({ status: "superseded" });
    expect($s.get()).toEqual(ready(2, "new"));
  });

  it("a refresh keeps the data shown; keep: false shows loading", async () => {
    const $s = atom<S>(ready(1, "a"));
    const d = deferred<string>();
    const run = runLoad($s, () => d.promise);
    expect($s.get()).toEqual(ready(2, "a", true));
    d.resolve("b");
    await run;
    expect($s.get()).toEqual(ready(2, "b"));
    const again = runLoad($s, () => Promise.resolve("c"), { keep: false });
    expect($s.get()).toEqual(loading(3));
    await again;
  });

  it('mode "first" ignores a double submit', async () => {
    const $s = atom<S>(IDLE);
    const d = deferred<string>();
    let calls = 0;
    const call = () => {
      calls += 1;
      return d.promise;
    };
    const a = runLoad($s, call, { mode: "first" });
    expect(await runLoad($s, call, { mode: "first" })).toEqual({ status: "skipped" });
    d.resolve("a");
    await a;
    expect(calls).toBe(1);
  });

  it("an answer after a reset is ignored", async () => {
    const $s = atom<S>(IDLE);
    const d = deferred<string>();
    const run = runLoad($s, () => d.promise);
    $s.set(loadTransition($s.get(), { type: "reset" }));
    d.resolve("late");
    expect(await run).toEqual({ status: "superseded" });
    expect($s.get()).toEqual({ kind: "idle", seq: 1 });
  });
});
