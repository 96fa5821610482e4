// a signed-in member was told to log in. The page's state is chosen in the browser from
// storage (spec 001 §3, §4: token and member_id mean a member), first by an inline script, then by the store.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SESSION_ATTRIBUTE, gateOf, sessionGateScript } from "../../../src/features/session/gate.ts";
import { parseStoredSession } from "../../../src/lib/session/session.machine.ts";

/** Runs the inline script against a storage and returns the state it writes on <html>. */
function inlineDecision(items: Record<string, string> | "throws"): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage =
    items === "throws"
      ? {
          getItem: () => {
            throw new Error("SecurityError");
          },
        }
      : { getItem: (k: string) => items[k] ?? null };
  runInNewContext(sessionGateScript(), {
    window: { localStorage },
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
  });
  return attributes[SESSION_ATTRIBUTE];
}

const member = { token: "tok-abcdef123", member_id: "42", currency: "INR", member_account: "demo01" };

describe("the inline member-or-visitor decision (spec 001 §3)", () => {
  it.each([
    ["a stored member", member, "member"],
    ["nothing stored", {}, "visitor"],
    ["a token without member_id", { token: "tok-abcdef123", currency: "INR" }, "visitor"],
    ["member_id without a token", { member_id: "42", currency: "INR" }, "visitor"],
    ['the token "null"', { ...member, token: "null" }, "visitor"],
    ["a blank token", { ...member, token: "  " }, "visitor"],
    ["member_id 0", { ...member, member_id: "0" }, "visitor"],
    ["a malformed member_id", { ...member, member_id: "4x" }, "visitor"],
    ["an unknown currency", { ...member, currency: "XXX" }, "visitor"],
    ["no currency", { token: "tok-abcdef123", member_id: "42" }, "visitor"],
  ])("%s → %s, as the session store reads it", (_name, items, expected) => {
    expect(inlineDecision(items)).toBe(expected);
    // The store's own reading agrees, so the state never flips once the store takes over.
    expect(parseStoredSession(items) !== null ? "member" : "visitor").toBe(expected);
  });

  it("storage that cannot be read (private mode) means a visitor", () => {
    expect(inlineDecision("throws")).toBe("visitor");
  });
});

describe("the store's decision", () => {
  it.each([
    [false, false, null],
    [false, true, null],
    [true, false, "visitor"],
    [true, true, "member"],
  ] as const)("ready %s, logged in %s → %s", (ready, loggedIn, expected) => {
    expect(gateOf(ready, loggedIn)).toBe(expected);
  });
});
