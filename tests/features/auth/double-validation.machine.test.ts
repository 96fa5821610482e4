// Double validation as a machine (spec 001 §4 login code 107, §5 answer and captcha required, §8 its codes).
import { describe, expect, it } from "vitest";
import { runFrom, typedInto } from "../../helpers/machine.ts";
import {
  canSkip,
  initialState,
  transition,
  type Event,
  type Question,
  type State,
} from "../../../src/features/auth/double-validation.machine.ts";

const q1: Question = { memberLoginId: 77, question: "member_email", available: 3 };
const q2: Question = { memberLoginId: 77, question: "member_phone", available: 2 };
const run = runFrom<State, Event>(transition, initialState);
const open: Event = { type: "opened", question: q1 };
const typed = typedInto(["answer", "captcha"]);

describe("double validation (spec 001 §4, §5, §8)", () => {
  it("opens on the question with empty fields", () => {
    expect(run([open])).toEqual({
      kind: "editing",
      question: q1,
      values: { answer: "", captcha: "" },
      errors: {},
      error: null,
    });
  });

  it.each([
    ["nothing", "", "", ["answer", "captcha"]],
    ["no captcha", "me@example.com", " ", ["captcha"]],
    ["no answer", "", "1234", ["answer"]],
  ] as const)("%s typed: stays with errors on %j", (_n, answer, captcha, fields) => {
    const s = run([open, ...typed(answer, captcha), { type: "submit" }]);
    expect(s.kind).toBe("editing");
    expect(Object.keys(s.kind === "editing" ? s.errors : {}).sort()).toEqual([...fields].sort());
  });

  it("answer and captcha given: sends", () => {
    expect(run([open, ...typed("me@example.com", "1234"), { type: "submit" }]).kind).toBe("submitting");
  });

  it("a refusal (e.g. 998 double_validation_faild) clears both fields and shows the message", () => {
    const s = run([
      open,
      ...typed("wrong", "1234"),
      { type: "submit" },
      { type: "failed", message: { key: "double_validation_faild" } },
    ]);
    expect(s).toEqual({
      kind: "editing",
      question: q1,
      values: { answer: "", captcha: "" },
      errors: {},
      error: { key: "double_validation_faild" },
    });
  });

  it("verified: done", () => {
    expect(run([open, ...typed("a", "1"), { type: "submit" }, { type: "verified" }])).toEqual({ kind: "done" });
  });

  it("skip: a new question with a fresh form, one skip fewer", () => {
    const s = run([open, ...typed("half", "12"), { type: "skipped", question: q2 }]);
    expect(s).toMatchObject({ kind: "editing", question: q2, values: { answer: "", captcha: "" }, error: null });
  });

  it("skip refused (101 account_error): the message shows, the typed values stay", () => {
    const s = run([open, ...typed("half", "12"), { type: "skipFailed", message: { key: "account_error" } }]);
    expect(s).toMatchObject({
      kind: "editing",
      values: { answer: "half", captcha: "12" },
      error: { key: "account_error" },
    });
  });

  it.each([
    ["questions left", run([open]), true],
    ["no question left", run([{ type: "opened", question: { ...q1, available: 0 } }]), false],
    ["while sending", run([open, ...typed("a", "1"), { type: "submit" }]), false],
    ["closed", initialState, false],
  ] as const)("can skip: %s → %s", (_n, state, can) => expect(canSkip(state)).toBe(can));
});
