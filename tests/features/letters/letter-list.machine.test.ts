// spec 001 §3, §7, §9: the member centre's letter list: open marks read, deletion, a live reload keeps what is
// still there.
import { describe, expect, it } from "vitest";
import {
  INITIAL,
  hasMoreLetters,
  mergeLetters,
  nextLetterPage,
  pagesToRead,
  transition,
  type State,
} from "../../../src/features/letters/letter-list.machine.ts";

const letter = (id: number, is_read: 0 | 1 = 0) => ({ id, is_read, title: `L${id}`, content: "", created_at: "" });
const ready = (): State =>
  transition(INITIAL, { type: "loaded", list: [letter(3), letter(2, 1), letter(1)], total: 3, unread: 2 });

describe("letter list", () => {
  it("loading and error are states; a failed live refresh keeps the list", () => {
    expect(transition(INITIAL, { type: "failed" })).toEqual({ kind: "error" });
    const r = ready();
    expect(transition(r, { type: "failed" })).toBe(r);
    expect(transition(r, { type: "load" })).toBe(r);
  });
  it("opening an unread letter marks it read and lowers the unread count once", () => {
    const opened = transition(ready(), { type: "open", id: 3 });
    expect(opened).toMatchObject({ openId: 3, unread: 1 });
    expect(transition(opened, { type: "open", id: 3 })).toMatchObject({ unread: 1 });
  });
  it("deleting removes the letters, closes an open one and clears their selection", () => {
    let s = transition(ready(), { type: "open", id: 1 });
    s = transition(s, { type: "toggle", id: 1 });
    s = transition(s, { type: "toggle", id: 2 });
    s = transition(s, { type: "removed", ids: [1, 2] });
    expect(s).toMatchObject({ openId: null, selected: [], total: 1 });
    expect(s.kind === "ready" && s.list.map((l) => l.id)).toEqual([3]);
  });
  it("select all toggles every letter; a reload keeps only selections still listed", () => {
    let s = transition(ready(), { type: "toggleAll" });
    expect(s).toMatchObject({ selected: [3, 2, 1] });
    s = transition(s, { type: "loaded", list: [letter(3)], total: 1, unread: 1 });
    expect(s).toMatchObject({ selected: [3] });
    expect(transition(s, { type: "toggleAll" })).toMatchObject({ selected: [] });
  });
});

// spec 001 §9 fixes the page size at 50, not the number of pages: every letter can be reached.
describe("letter list paging (spec 001 §9)", () => {
  const many = (from: number, to: number) => {
    const out = [];
    for (let id = from; id >= to; id -= 1) out.push(letter(id));
    return out;
  };
  const firstPage = (): State => transition(INITIAL, { type: "loaded", list: many(64, 15), total: 64, unread: 64 });

  it("after the first 50 of 64 there is a next page, page 2; none once all are shown", () => {
    const s = firstPage();
    expect(hasMoreLetters(s)).toBe(true);
    expect(nextLetterPage(s)).toBe(2);
    const more = transition(s, { type: "more" });
    expect(more).toMatchObject({ more: "loading" });
    expect(nextLetterPage(more)).toBeNull(); // one request at a time
    const all = transition(more, { type: "moreLoaded", list: many(14, 1), total: 64, unread: 64 });
    expect(all).toMatchObject({ pages: 2, more: "idle" });
    expect(all.kind === "ready" && all.list.length).toBe(64);
    expect(all.kind === "ready" && all.list.at(-1)?.id).toBe(1);
    expect(hasMoreLetters(all)).toBe(false);
    expect(nextLetterPage(all)).toBeNull();
  });

  it("a letter that arrived between the pages is listed once, newest first", () => {
    // letter 65 arrived: page 2 now starts with 15, already shown
    const s = transition(transition(firstPage(), { type: "more" }), {
      type: "moreLoaded",
      list: many(15, 1),
      total: 65,
      unread: 65,
    });
    const ids = s.kind === "ready" ? s.list.map((l) => l.id) : [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe(64);
    expect(ids.at(-1)).toBe(1);
    expect(mergeLetters([letter(2)], [letter(5), letter(2, 1)]).map((l) => [l.id, l.is_read])).toEqual([
      [5, 0],
      [2, 1],
    ]);
  });

  it("a failed next page says so and can be asked again; a reload keeps the pages shown", () => {
    const failed = transition(transition(firstPage(), { type: "more" }), { type: "moreFailed" });
    expect(failed).toMatchObject({ more: "failed", pages: 1 });
    expect(nextLetterPage(failed)).toBe(2);
    const two = transition(transition(failed, { type: "more" }), {
      type: "moreLoaded",
      list: many(14, 1),
      total: 64,
      unread: 64,
    });
    const reloaded = transition(two, { type: "loaded", list: many(64, 1), total: 64, unread: 63, pages: 2 });
    expect(reloaded).toMatchObject({ pages: 2, more: "idle", unread: 63 });
    // an answer for "more" that no longer waits changes nothing
    expect(transition(reloaded, { type: "moreLoaded", list: [letter(99)], total: 1, unread: 1 })).toBe(reloaded);
  });
});

// spec 001 §9 (50 a page, any number of pages): a live refresh that starts while "Show more" waits must still bring
// the page the member asked for, so every load reads the pages shown plus the one on its way.
describe("the pages a load reads", () => {
  const many = (from: number, to: number) => {
    const out = [];
    for (let id = from; id >= to; id -= 1) out.push(letter(id));
    return out;
  };
  const first = transition(INITIAL, { type: "loaded", list: many(64, 15), total: 64, unread: 64 });
  const cases: [string, State, number][] = [
    ["the first load", INITIAL, 1],
    ["a refresh of page 1", first, 1],
    ["a refresh while Show more waits", transition(first, { type: "more" }), 2],
    ["a refresh after Show more failed", transition(transition(first, { type: "more" }), { type: "moreFailed" }), 1],
    [
      "a refresh of two pages",
      transition(first, { type: "loaded", list: many(64, 1), total: 64, unread: 64, pages: 2 }),
      2,
    ],
  ];
  for (const [name, state, pages] of cases) it(`${name}: ${pages}`, () => expect(pagesToRead(state)).toBe(pages));
});
