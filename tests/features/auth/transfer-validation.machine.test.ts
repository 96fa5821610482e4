// Transfer validation as a machine (spec 001 §4 login code 802, §5 verify rules, §8 verify / reset codes).
// The modal's captcha comes from an injected generator: here a counter, so every new captcha is visible.
import { describe, expect, it } from "vitest";
import { clientCaptchaCode, newClientCaptcha } from "../../../src/features/auth/client-captcha.ts";
import {
  initialState,
  transition,
  type Event,
  type State,
} from "../../../src/features/auth/transfer-validation.machine.ts";

function generator() {
  let n = 0;
  return () => {
    n++;
    return { code: String(1000 + n), image: `img-${n}` };
  };
}
const run = (events: Event[], from: State = initialState, gen = generator()): State =>
  events.reduce((s, e) => transition(s, e, gen), from);

const open: Event = { type: "opened", account: "moved01" };
const filled: Event[] = [
  open,
  { type: "input", field: "pin", value: "1234" },
  { type: "input", field: "email", value: "moved01@example.com" },
  { type: "input", field: "code", value: "1001" }, // the first captcha drawn
  { type: "input", field: "sms", value: "123456" }, // the reset's SMS code (our extension, RESET_SMS)
];

describe("transfer validation, verify step (spec 001 §4, §5)", () => {
  it("opens on the verify step with a captcha of its own", () => {
    expect(run([open])).toMatchObject({
      kind: "verify",
      account: "moved01",
      captcha: { code: "1001", image: "img-1" },
      error: null,
    });
  });

  it("a complete form equal to the shown captcha is sent", () => {
    expect(run([...filled, { type: "submit" }]).kind).toBe("verifying");
  });

  it.each([
    ["withdraw password not four digits", { type: "input", field: "pin", value: "12a4" }, "withdrawPassword", false],
    ["e-mail malformed", { type: "input", field: "email", value: "nope" }, "email", false],
    ["code not the shown captcha", { type: "input", field: "code", value: "9999" }, "code", true],
    ["code missing", { type: "input", field: "code", value: " " }, "code", true],
    ["SMS code missing", { type: "input", field: "sms", value: "" }, "sms", false],
    ["SMS code not 6 digits", { type: "input", field: "sms", value: "12345" }, "sms", false],
  ] as const)("%s: stays, error on %s; a spent code draws a new captcha: %s", (_n, edit, field, newCaptcha) => {
    const s = run([...filled, edit, { type: "submit" }]);
    expect(s.kind).toBe("verify");
    if (s.kind !== "verify") return;
    expect(Object.keys(s.errors)).toEqual([field]);
    expect(s.captcha.code).toBe(newCaptcha ? "1002" : "1001");
    if (newCaptcha) expect(s.values.code).toBe("");
  });

  it("phone instead of e-mail: the phone is checked", () => {
    const s = run([...filled, { type: "via", via: "phone" }, { type: "submit" }]);
    expect(s.kind === "verify" && Object.keys(s.errors)).toEqual(["phone"]);
    const ok = run([
      ...filled,
      { type: "via", via: "phone" },
      { type: "input", field: "phone", value: "9123456780" },
      { type: "submit" },
    ]);
    expect(ok.kind).toBe("verifying");
  });

  it("the captcha button draws a new one", () => {
    expect(run([open, { type: "refreshCaptcha" }])).toMatchObject({ captcha: { code: "1002" } });
  });

  it("refused (spec 001 §8: 101-102, 201-204 'please re-verify'): withdraw password and code cleared, new captcha, message", () => {
    const s = run([
      ...filled,
      { type: "submit" },
      { type: "verifyFailed", message: { key: "auth.transfer.reverify" } },
    ]);
    expect(s).toMatchObject({
      kind: "verify",
      values: { pin: "", code: "", email: "moved01@example.com" },
      captcha: { code: "1002" },
      error: { key: "auth.transfer.reverify" },
    });
  });

  it("verified: the new-password step, with the verification's token", () => {
    expect(run([...filled, { type: "submit" }, { type: "verified", token: "t-1" }])).toMatchObject({
      kind: "reset",
      account: "moved01",
      token: "t-1",
      values: { password: "", confirm: "" },
    });
  });
});

describe("transfer validation, new-password step (spec 001 §5, §8)", () => {
  const atReset: Event[] = [...filled, { type: "submit" }, { type: "verified", token: "t-1" }];
  const newPassword = (p: string, c: string): Event[] => [
    { type: "input", field: "password", value: p },
    { type: "input", field: "confirm", value: c },
  ];
  /** A valid new password submitted at the reset step. */
  const sent: Event[] = [...atReset, ...newPassword("abc123", "abc123"), { type: "submit" }];

  it.each([
    ["too short", "ab1", "ab1", ["password"]],
    ["confirmation differs", "abc123", "abc124", ["confirm"]],
  ] as const)("%s: stays with errors", (_n, p, c, fields) => {
    const s = run([...atReset, ...newPassword(p, c), { type: "submit" }]);
    expect(s.kind === "reset" && Object.keys(s.errors)).toEqual(fields);
  });

  it("valid: sent, then done", () => {
    const sending = run(sent);
    expect(sending).toMatchObject({ kind: "resetting", token: "t-1", values: { password: "abc123" } });
    expect(run([{ type: "saved" }], sending)).toEqual({ kind: "done" });
  });

  it("refused with a re-verify code (101, 102, 201-203): back to the verify step with the message", () => {
    const s = run([...sent, { type: "resetFailed", message: { key: "auth.transfer.reverify" }, reverify: true }]);
    expect(s).toMatchObject({
      kind: "verify",
      error: { key: "auth.transfer.reverify" },
      values: { pin: "1234", code: "" },
    });
  });

  it("refused otherwise (e.g. 204): stays on the new-password step with the server's message", () => {
    const s = run([...sent, { type: "resetFailed", message: { text: "nope" }, reverify: false }]);
    expect(s).toMatchObject({ kind: "reset", token: "t-1", error: { text: "nope" } });
  });
});

describe("the client captcha generator (spec 001 §5 'verify code equal to the shown captcha')", () => {
  it("four digits from the random source, and a picture of them", () => {
    const seq = [0.1, 0.25, 0.5, 0.99];
    let i = 0;
    const random = () => seq[i++ % seq.length] ?? 0;
    expect(clientCaptchaCode(random)).toBe("1259");
    const c = newClientCaptcha(() => 0.3);
    expect(c.code).toBe("3333");
    expect(c.image.startsWith("data:image/svg+xml")).toBe(true);
  });
});
