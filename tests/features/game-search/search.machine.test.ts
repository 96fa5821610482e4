// The site-wide game search's rules (src/features/game-search/search.machine.ts; search_catalogue, our
// extension): when a query is asked, which answer counts, what the member sees meanwhile.
import { describe, expect, it } from "vitest";
import {
  DEBOUNCE_MS,
  initialSearch,
  queryOf,
  transition,
  type SearchEvent,
  type SearchState,
  type Step,
} from "../../../src/features/game-search/search.machine.ts";

type R = string[];
const start = initialSearch<R>();

/** Runs events from a state; answers the last step. */
function run(state: SearchState<R>, ...events: SearchEvent<R>[]): Step<R> {
  let step: Step<R> = { state, effects: [] };
  for (const e of events) step = transition(step.state, e);
  return step;
}
const input = (text: string): SearchEvent<R> => ({ type: "input", text });
const debounced = (query: string): SearchEvent<R> => ({ type: "debounced", query });
const answered = (id: number, result: R): SearchEvent<R> => ({
  type: "answered",
  id,
  result,
  empty: result.length === 0,
});

describe("queryOf: what the contract will accept of a field's text", () => {
  it.each([
    ["  dragon  ", "dragon"],
    ["teen \t  patti", "teen patti"],
    ["x".repeat(70), "x".repeat(64)],
    [`${"x".repeat(63)} y`, "x".repeat(63)],
    ["", ""],
  ])("%j → %j", (text, query) => expect(queryOf(text)).toBe(query));
});

describe("search machine: table", () => {
  const table: {
    name: string;
    from: SearchState<R>;
    events: SearchEvent<R>[];
    status: SearchState<R>["status"];
    effects: Step<R>["effects"];
    check?: (s: SearchState<R>) => void;
  }[] = [
    {
      name: "one character: idle with the hint, nothing asked",
      from: start,
      events: [input("d")],
      status: "idle",
      effects: [{ type: "cancel" }],
      check: (s) => expect(s.short).toBe(true),
    },
    {
      name: "spaces only: idle without the hint",
      from: start,
      events: [input("    ")],
      status: "idle",
      effects: [{ type: "cancel" }],
      check: (s) => expect(s.short).toBe(false),
    },
    {
      name: "two characters: typing, the debounce (re)starts",
      from: start,
      events: [input("dr")],
      status: "typing",
      effects: [{ type: "cancel" }, { type: "schedule", query: "dr", delayMs: DEBOUNCE_MS }],
    },
    {
      name: "the debounce ends: loading, one call with a new id",
      from: start,
      events: [input("dragon"), debounced("dragon")],
      status: "loading",
      effects: [{ type: "fetch", id: 1, query: "dragon" }],
      check: (s) => expect(s.awaiting).toBe(1),
    },
    {
      name: "a timer for older words is ignored",
      from: start,
      events: [input("drag"), input("dragon"), debounced("drag")],
      status: "typing",
      effects: [],
    },
    {
      name: "the answer: results",
      from: start,
      events: [input("dragon"), debounced("dragon"), answered(1, ["Dragon Gold"])],
      status: "results",
      effects: [],
      check: (s) => {
        expect(s.result).toEqual(["Dragon Gold"]);
        expect(s.resultQuery).toBe("dragon");
      },
    },
    {
      name: "an empty answer: empty",
      from: start,
      events: [input("zzqx"), debounced("zzqx"), answered(1, [])],
      status: "empty",
      effects: [],
    },
    {
      name: "a stale answer (older call) is discarded while the newer one is awaited",
      from: start,
      events: [input("drag"), debounced("drag"), input("tiger"), debounced("tiger"), answered(1, ["Dragon"])],
      status: "loading",
      effects: [],
      check: (s) => {
        expect(s.awaiting).toBe(2);
        expect(s.result).toBeNull();
      },
    },
    {
      name: "the newer answer after a stale one counts",
      from: start,
      events: [
        input("drag"),
        debounced("drag"),
        input("tiger"),
        debounced("tiger"),
        answered(2, ["Tiger"]),
        answered(1, ["Dragon"]),
      ],
      status: "results",
      effects: [],
      check: (s) => expect(s.result).toEqual(["Tiger"]),
    },
    {
      name: "an answer arriving after the field was emptied is discarded",
      from: start,
      events: [input("dragon"), debounced("dragon"), input(""), answered(1, ["Dragon"])],
      status: "idle",
      effects: [],
      check: (s) => expect(s.result).toBeNull(),
    },
    {
      name: "a failure of the awaited call: error (unavailable)",
      from: start,
      events: [input("dragon"), debounced("dragon"), { type: "failed", id: 1, failure: "unavailable" }],
      status: "error",
      effects: [],
      check: (s) => expect(s.failure).toBe("unavailable"),
    },
    {
      name: "a failure of a stale call is ignored",
      from: start,
      events: [input("drag"), debounced("drag"), input("dragon"), { type: "failed", id: 1, failure: "input" }],
      status: "typing",
      effects: [],
    },
    {
      name: "retry after an error asks again with a new id",
      from: start,
      events: [
        input("dragon"),
        debounced("dragon"),
        { type: "failed", id: 1, failure: "unavailable" },
        { type: "retry" },
      ],
      status: "loading",
      effects: [{ type: "fetch", id: 2, query: "dragon" }],
    },
    {
      name: "retry outside an error does nothing",
      from: start,
      events: [input("dragon"), { type: "retry" }],
      status: "typing",
      effects: [],
    },
    {
      name: "a trailing space after results asks nothing again",
      from: start,
      events: [input("dragon"), debounced("dragon"), answered(1, ["Dragon"]), input("dragon ")],
      status: "results",
      effects: [],
      check: (s) => expect(s.text).toBe("dragon "),
    },
    {
      name: "new words after results: typing, the old results stay shown meanwhile",
      from: start,
      events: [input("dragon"), debounced("dragon"), answered(1, ["Dragon"]), input("dragon g")],
      status: "typing",
      effects: [{ type: "cancel" }, { type: "schedule", query: "dragon g", delayMs: DEBOUNCE_MS }],
      check: (s) => expect(s.result).toEqual(["Dragon"]),
    },
    {
      name: "the same words again after an error are asked again (after the debounce)",
      from: start,
      events: [
        input("dragon"),
        debounced("dragon"),
        { type: "failed", id: 1, failure: "unavailable" },
        input("dragon"),
      ],
      status: "typing",
      effects: [{ type: "cancel" }, { type: "schedule", query: "dragon", delayMs: DEBOUNCE_MS }],
    },
    {
      name: "clear: idle, ids keep growing",
      from: start,
      events: [input("dragon"), debounced("dragon"), { type: "clear" }],
      status: "idle",
      effects: [{ type: "cancel" }],
      check: (s) => {
        expect(s.lastId).toBe(1);
        expect(s.awaiting).toBeNull();
        expect(s.text).toBe("");
      },
    },
    {
      name: "Tamil words are kept as written",
      from: start,
      events: [input(" டிராகன் "), debounced("டிராகன்")],
      status: "loading",
      effects: [{ type: "fetch", id: 1, query: "டிராகன்" }],
    },
  ];

  it.each(table)("$name", ({ from, events, status, effects, check }) => {
    const step = run(from, ...events);
    expect(step.state.status).toBe(status);
    expect(step.effects).toEqual(effects);
    check?.(step.state);
  });
});
