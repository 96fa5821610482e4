// The password change as a machine (spec 001 §5 new password rules, §6 forced change, §7 edit_password codes).
import { describe, expect, it } from "vitest";
import { runFrom, typedInto } from "../../helpers/machine.ts";
import {
  fieldMessage,
  formMessage,
  initialState,
  transition,
  type Event,
  type State,
} from "../../../src/features/auth/password.machine.ts";

const run = runFrom<State, Event>(transition, initialState);
const typed = typedInto(["old", "password", "confirm"]);

describe("password change (spec 001 §5, §6)", () => {
  it.each([
    [
      "nothing typed",
      ["", "", ""],
      { old: "auth.err.password_required", password: "auth.err.password_length", confirm: "auth.err.confirm_required" },
    ],
    ["too short", ["old123", "ab1", "ab1"], { password: "auth.err.password_length" }],
    ["letters only", ["old123", "abcdefg", "abcdefg"], { password: "auth.err.password_chars" }],
    ["same as the old one", ["newbie1234", "newbie1234", "newbie1234"], { password: "auth.err.password_same_as_old" }],
    ["confirmation differs", ["old123", "abc123", "abc124"], { confirm: "auth.err.confirm_mismatch" }],
  ] as const)("%s: stays with the rule's errors", (_n, [o, p, c], expected) => {
    const s = run([...typed(o, p, c), { type: "submit" }]);
    expect(s.kind).toBe("editing");
    expect(Object.fromEntries(Object.entries(s.errors).map(([k, m]) => [k, "key" in m ? m.key : m.text]))).toEqual(
      expected,
    );
  });

  it("a valid change is sent", () => {
    expect(run([...typed("old123", "abc123", "abc123"), { type: "submit" }]).kind).toBe("submitting");
  });

  it.each([
    ["old password wrong (101)", "old", "auth.password.old_wrong"],
    ["confirmation differs (102)", "confirm", "auth.err.confirm_mismatch"],
    ["same as old (103)", "password", "auth.err.password_same_as_old"],
  ] as const)("refusal %s shows on its field and goes once the member edits that field", (_n, field, key) => {
    const refused = run([
      ...typed("old123", "abc123", "abc123"),
      { type: "submit" },
      { type: "refused", refusal: { message: { key }, field } },
    ]);
    expect(fieldMessage(refused, field)).toEqual({ key });
    expect(formMessage(refused)).toBeNull();
    const otherField = field === "old" ? "confirm" : "old";
    expect(fieldMessage(run([{ type: "input", field: otherField, value: "x" }], refused), field)).toEqual({ key });
    expect(fieldMessage(run([{ type: "input", field, value: "x" }], refused), field)).toBeNull();
  });

  it("a refusal that names no field shows above the button", () => {
    const s = run([
      ...typed("old123", "abc123", "abc123"),
      { type: "submit" },
      { type: "refused", refusal: { message: { text: "Busy" }, field: null } },
    ]);
    expect(formMessage(s)).toEqual({ text: "Busy" });
    expect(fieldMessage(s, "old")).toBeNull();
  });

  it("a rule's error on a field is shown before the platform's refusal", () => {
    const refused = run([
      ...typed("old123", "abc123", "abc123"),
      { type: "submit" },
      { type: "refused", refusal: { message: { key: "api.error.platform" }, field: null } },
    ]);
    const s = run([{ type: "input", field: "confirm", value: "nope" }, { type: "submit" }], refused);
    expect(fieldMessage(s, "confirm")).toEqual({ key: "auth.err.confirm_mismatch" });
  });

  it("saved: the form is empty again", () => {
    expect(run([...typed("old123", "abc123", "abc123"), { type: "submit" }, { type: "saved" }])).toEqual(initialState);
  });
});
