// Our extension of spec 001 §3/§4: the real-time login event carries a token's fingerprint, never the token.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex, tokenFingerprint } from "../../src/contract/token-fingerprint.ts";

describe("token fingerprint", () => {
  it.each(["", "abc", "a".repeat(55), "a".repeat(56), "b".repeat(64), "x".repeat(200), "ट्रोकन-токен-🙂"])(
    "SHA-256 of %j matches node:crypto",
    (text) => expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex")),
  );
  it("is 16 hex digits, the same for the same token, another for another", () => {
    const token = "Zx9kLmQ2vB7nR4tY8wE1aS5dF3gH6jK0";
    const fp = tokenFingerprint(token);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(tokenFingerprint(token)).toBe(fp);
    expect(tokenFingerprint(token + "x")).not.toBe(fp);
  });
});
