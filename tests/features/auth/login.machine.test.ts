// The login form as a machine (spec 001 §4 login flow, §5 form rules, §8 login codes).
import { describe, expect, it } from "vitest";
import { runFrom, typedInto } from "../../helpers/machine.ts";
import {
  initialState,
  loginRequest,
  transition,
  type Event,
  type State,
} from "../../../src/features/auth/login.machine.ts";

const run = runFrom<State, Event>(transition, initialState);
const typed = typedInto(["account", "password", "answer"]);

describe("login form (spec 001 §5: account, password and captcha answer are required)", () => {
  it.each([
    ["nothing typed", ["", "", ""], ["account", "password", "answer"]],
    ["blank account", [" ", "pw", "1234"], ["account"]],
    ["no password", ["demo01", "", "1234"], ["password"]],
    ["blank captcha answer", ["demo01", "pw", "  "], ["answer"]],
  ] as const)("%s: the submit stays in the form with errors on %j", (_name, [a, p, c], fields) => {
    const s = run([...typed(a, p, c), { type: "submit" }]);
    expect(s.kind).toBe("editing");
    expect(Object.keys(s.errors).sort()).toEqual([...fields].sort());
    expect(loginRequest(s)).toBeNull();
  });

  it("a complete form is sent with account and answer trimmed (spec 001 §4)", () => {
    const s = run([...typed(" demo01 ", "pw 1", " 12 "), { type: "submit" }]);
    expect(s.kind).toBe("submitting");
    expect(loginRequest(s)).toEqual({ account: "demo01", password: "pw 1", answer: "12" });
  });

  it("a second submit while sending is ignored (no double login); typing goes on", () => {
    const sending = run([...typed("demo01", "pw", "1"), { type: "submit" }]);
    expect(transition(sending, { type: "submit" })).toBe(sending);
    expect(transition(sending, { type: "input", field: "account", value: "x" })).toMatchObject({
      kind: "submitting",
      values: { account: "x" },
    });
  });

  it("a refusal (spec 001 §8, e.g. 101 account_error) shows its message and clears only the captcha answer", () => {
    const s = run([
      ...typed("demo01", "bad", "1234"),
      { type: "submit" },
      { type: "failed", message: { key: "account_error" } },
    ]);
    expect(s).toMatchObject({
      kind: "editing",
      error: { key: "account_error" },
      values: { account: "demo01", password: "bad", answer: "" },
    });
  });

  it("the server's own message is shown as is", () => {
    const s = run([...typed("a", "b", "c"), { type: "submit" }, { type: "failed", message: { text: "Maintenance" } }]);
    expect(s.kind === "editing" && s.error).toEqual({ text: "Maintenance" });
  });

  it("fixing the fields and submitting again sends again", () => {
    const s = run([
      ...typed("demo01", "bad", "1"),
      { type: "submit" },
      { type: "failed", message: { key: "verify_failed" } },
      { type: "input", field: "answer", value: "5678" },
      { type: "submit" },
    ]);
    expect(loginRequest(s)).toEqual({ account: "demo01", password: "bad", answer: "5678" });
  });

  it.each(["loggedIn", "handedOff"] as const)("%s (success, or code 107 / 802) empties the form", (type) => {
    const s = run([...typed("demo01", "pw", "1"), { type: "submit" }, { type }]);
    expect(s).toEqual(initialState);
  });

  it("the show-password toggle flips and keeps the values", () => {
    const s = run([...typed("a", "b", "c"), { type: "togglePassword" }]);
    expect(s.showPassword).toBe(true);
    expect(run([{ type: "togglePassword" }], s).showPassword).toBe(false);
    expect(s.values.password).toBe("b");
  });

  it("reopening the modal empties the fields (the last refusal stays until the next submit)", () => {
    const failed = run([...typed("a", "b", "c"), { type: "submit" }, { type: "failed", message: { key: "ip_error" } }]);
    const s = transition(failed, { type: "opened" });
    expect(s).toMatchObject({
      kind: "editing",
      values: { account: "", password: "", answer: "" },
      error: { key: "ip_error" },
    });
  });
});
