// beginSubmit: a form's submit through its machine sends once, and only what the rules let through is sent.
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { beginSubmit, machineSender } from "../../../src/lib/load/index.ts";

type State = { kind: "editing"; ok: boolean } | { kind: "submitting"; value: string } | { kind: "done" };

function form(initial: State) {
  const $form = atom<State>(initial);
  let submits = 0;
  const submit = () => {
    submits += 1;
    const s = $form.get();
    if (s.kind === "editing") $form.set(s.ok ? { kind: "submitting", value: "sent" } : { kind: "editing", ok: false });
  };
  return { $form, submit, submits: () => submits };
}

describe("beginSubmit", () => {
  it("sends the submit event and returns the sending state", () => {
    const f = form({ kind: "editing", ok: true });
    expect(beginSubmit(f.$form, f.submit, "submitting")).toEqual({ kind: "submitting", value: "sent" });
    expect(f.submits()).toBe(1);
  });
  it("a second press while one is on its way sends nothing", () => {
    const f = form({ kind: "submitting", value: "first" });
    expect(beginSubmit(f.$form, f.submit, "submitting")).toBeNull();
    expect(f.submits()).toBe(0);
  });
  it("a submit the rules refuse (still editing) returns null", () => {
    const f = form({ kind: "editing", ok: false });
    expect(beginSubmit(f.$form, f.submit, "submitting")).toBeNull();
    expect(f.submits()).toBe(1);
  });
});

describe("machineSender", () => {
  it("steps the atom through the machine, one event at a time", () => {
    const $count = atom(1);
    const send = machineSender($count, (n: number, e: { add: number }) => n + e.add);
    send({ add: 2 });
    send({ add: 3 });
    expect($count.get()).toBe(6);
  });
});
