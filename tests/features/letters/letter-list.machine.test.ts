// spec 001 §3, §7, §9: the member centre's letter list: open marks read, deletion, a live reload keeps what is
// still there.
import { describe, expect, it } from "vitest";
import { INITIAL, transition, type State } from "../../../src/features/letters/letter-list.machine.ts";

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
