// play1's refusals by player protection (src/contract/protection.ts) reach the member in their language, not as
// the platform's English message: the night block says when play opens again.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/lib/api/error.ts";
import { PROTECTION_CODES } from "../../../src/contract/protection.ts";
import { failureEvent } from "../../../src/features/launcher/launcher.calls.ts";
import { writeBoot } from "../../helpers/islands.ts";

writeBoot();

const refusal = (code: number, data: unknown) =>
  new ApiError({
    kind: "platform",
    status: 200,
    code,
    message: "english server text",
    path: "/api/member/game/play1",
    data,
  });

describe("play1 refused by player protection", () => {
  it("the night block, translated, with the hour play opens", () => {
    const e = failureEvent(refusal(PROTECTION_CODES.nightBlock, { ends_at: "2026-03-10T23:30:00.000Z" }));
    expect(e).toMatchObject({ type: "playFailed", code: PROTECTION_CODES.nightBlock });
    expect((e as { message: string }).message).toMatch(/^Play is closed from midnight to 5:00 India time\. .*05:00/);
  });
  it("any other refusal keeps the platform's message", () => {
    expect(failureEvent(refusal(101, null))).toMatchObject({ message: "english server text" });
  });
});
