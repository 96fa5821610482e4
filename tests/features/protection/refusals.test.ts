// What player protection's refusals tell the member (src/features/protection/refusals.ts): the key and the date
// it ends, in the page's language; the night block's end in India's time whatever the device's zone.
import { describe, expect, it } from "vitest";
import { PROTECTION_CODES } from "../../../src/contract/protection.ts";
import { protectionRefusal } from "../../../src/features/protection/refusals.ts";
import { loginOutcome } from "../../../src/features/auth/codes.ts";
import { effectsOf } from "../../../src/lib/realtime/realtime.machine.ts";
import { EVENTS } from "../../../src/contract/realtime.ts";

const exclusion = {
  kind: "self_exclusion",
  length: "6m",
  started_at: "2026-03-10T06:30:00.000Z",
  ends_at: "2026-09-10T06:30:00.000Z",
};

describe("protection refusals", () => {
  it("a self-exclusion says until when, formatted for the page", () => {
    const m = protectionRefusal(PROTECTION_CODES.excluded, exclusion, "en-US");
    expect(m).toMatchObject({ key: "protection.excluded.selfUntil" });
    expect((m as unknown as { params: { date: string } }).params.date).toMatch(/Sep 10, 2026/);
  });
  it("a time-out and a permanent exclusion have their own words", () => {
    expect(
      protectionRefusal(PROTECTION_CODES.excluded, { ...exclusion, kind: "time_out", length: "7d" }, "en-US"),
    ).toMatchObject({ key: "protection.excluded.timeOutUntil" });
    expect(
      protectionRefusal(PROTECTION_CODES.excluded, { ...exclusion, length: "permanent", ends_at: null }, "en-US"),
    ).toEqual({ key: "protection.excluded.permanent" });
    expect(protectionRefusal(PROTECTION_CODES.excluded, { nonsense: 1 }, "en-US")).toEqual({
      key: "protection.excluded.unknown",
    });
  });
  it("the night block ends at 05:00 India time, shown in India's zone", () => {
    const m = protectionRefusal(PROTECTION_CODES.nightBlock, { ends_at: "2026-03-10T23:30:00.000Z" }, "en-GB");
    expect(m).toEqual({ key: "protection.night.refused", params: { time: "05:00" } });
  });
  it("a blocked country names the country; other codes are not protection's", () => {
    expect(protectionRefusal(PROTECTION_CODES.countryBlocked, { country: "AQ" }, "en-US")).toEqual({
      key: "protection.country.refused",
      params: { country: "AQ" },
    });
    expect(protectionRefusal(101, null, "en-US")).toBeNull();
  });
  it("the login modal shows them", () => {
    expect(loginOutcome(PROTECTION_CODES.nightBlock, "closed", { ends_at: "2026-03-10T23:30:00Z" }, "en-GB")).toEqual({
      type: "error",
      message: { key: "protection.night.refused", params: { time: "05:00" } },
      captchaWait: false,
    });
  });
});

describe("protection's real-time events", () => {
  it("protection.ended says why and logs out; the warning only warns", () => {
    expect(effectsOf(EVENTS.protectionEnded, { reason: "time_out", ends_at: null }, { storedToken: "t" })).toEqual([
      { type: "toast", level: "warning", key: "protection.ended.time_out" },
      { type: "logout", reason: "elsewhere" },
    ]);
    expect(
      effectsOf(EVENTS.protectionWarning, { reason: "night_block_warning", ends_at: null }, { storedToken: "t" }),
    ).toEqual([{ type: "toast", level: "warning", key: "protection.night.warning" }]);
  });
});
