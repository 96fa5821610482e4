// The second factor of a guarded call (withdrawal, bank accounts; src/contract/security.ts, our extension): sent
// without a code first; when the platform asks for one (230) the member is asked in a dialog and the call goes
// again with it; a closed dialog sends nothing more; the code's own refusals come back in words.
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_CODES } from "../../../src/contract/security.ts";
import { $dialog } from "../../../src/components/ui/dialog.store.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import {
  TwoFactorCancelled,
  twoFactorRefusal,
  withTwoFactor,
} from "../../../src/features/security/two-factor-prompt.ts";

const refusal = (code: number, data: unknown = null) =>
  new ApiError({ kind: "platform", status: 200, code, message: "", path: "/api/member/withdraw/store", data });
const flush = () => new Promise((r) => setTimeout(r, 0));

function answerDialog(value: string | null) {
  const d = $dialog.get();
  if (d?.kind !== "prompt") throw new Error("no code dialog");
  expect(d.titleKey).toBe("security.2fa.prompt.title");
  d.resolve(value);
}

describe("withTwoFactor", () => {
  it("sends once when two-factor is off", async () => {
    const sent: (string | undefined)[] = [];
    expect(await withTwoFactor(async (code) => (sent.push(code), "order"))).toBe("order");
    expect(sent).toEqual([undefined]);
    expect($dialog.get()).toBeNull();
  });

  it("asks for a code when the platform needs one, and sends again with it (spaces dropped)", async () => {
    const sent: (string | undefined)[] = [];
    const run = withTwoFactor(async (code) => {
      sent.push(code);
      if (!code) throw refusal(TWO_FACTOR_CODES.required);
      return "order";
    });
    await flush();
    answerDialog("123 456");
    expect(await run).toBe("order");
    expect(sent).toEqual([undefined, "123456"]);
  });

  it("a closed dialog sends nothing more and says so", async () => {
    let calls = 0;
    const run = withTwoFactor(async () => {
      calls += 1;
      throw refusal(TWO_FACTOR_CODES.required);
    });
    await flush();
    answerDialog(null);
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwoFactorCancelled);
    expect(calls).toBe(1);
    expect(twoFactorRefusal(error)).toEqual({ key: "security.2fa.err.cancelled" });
  });

  it("passes other refusals through, and words the code's own", async () => {
    const other = refusal(205);
    await expect(withTwoFactor(() => Promise.reject(other))).rejects.toBe(other);
    expect(twoFactorRefusal(other)).toBeNull();
    expect(twoFactorRefusal(refusal(TWO_FACTOR_CODES.locked, { retry_after: 600 }))).toEqual({
      key: "security.2fa.err.locked",
      params: { minutes: 10 },
    });
  });
});
