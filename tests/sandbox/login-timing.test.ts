// security (low): an unknown account costs the same scrypt work as a known one at login, so the
// answer's timing does not tell which accounts exist. verifySecret is wrapped to count the hashes checked.
import { describe, expect, it, vi } from "vitest";
import type * as Crypto from "../../sandbox/crypto.ts";
import { sandboxFor } from "./helpers.ts";

const checked = vi.hoisted(() => [] as (string | null | undefined)[]);
vi.mock("../../sandbox/crypto.ts", async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  return {
    ...real,
    verifySecret: (secret: string, stored: string | null | undefined) => {
      checked.push(stored);
      return real.verifySecret(secret, stored);
    },
  };
});

const h = sandboxFor();

describe("login spends the same scrypt work for unknown accounts (security)", () => {
  it.each([
    ["demo01", "wrong-pass"],
    ["nobody99", "demo1234"],
  ])("%s / %s: one scrypt check against a real hash, answer 101", async (account, password) => {
    checked.length = 0;
    expect((await h.login(account, password)).body.code).toBe(101);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatch(/^scrypt\$1024\$/);
  });

  it.each(["nobody99", "locked01"])(
    "vx/verify without the account's SMS code checks no hash for %s: known and unknown accounts cost alike",
    async (account) => {
      checked.length = 0;
      const a = await h.post("/api/arks/web/vx/verify", {
        account,
        withdraw_password: "1234",
        member_email: "x@example.com",
        sms_code: "000000",
      });
      expect(a.body.code).toBe(201);
      expect(checked).toHaveLength(0);
    },
  );
});
