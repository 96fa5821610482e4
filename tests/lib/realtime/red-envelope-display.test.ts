// spec 001 §7: RedEnvelopeDisplay on member.{currency} re-initialises the red envelope (issue 10).
import { describe, expect, it } from "vitest";
import { EVENTS } from "../../../src/contract/index.ts";
import { effectsOf } from "../../../src/lib/realtime/realtime.machine.ts";

const web = { storedToken: "t", platform: "web" as const, userWindowOpen: false, language: "en_US" };

describe("RedEnvelopeDisplay", () => {
  it("tells the red-envelope feature to read the envelope again", () => {
    expect(effectsOf(EVENTS.redEnvelopeDisplay, { currency: "INR", id: 4 }, web)).toEqual([
      { type: "emit", event: "redEnvelope" },
    ]);
    expect(effectsOf(EVENTS.redEnvelopeDisplay, { currency: "INR", id: null }, web)).toEqual([
      { type: "emit", event: "redEnvelope" },
    ]);
  });
});
