// spec 001 §7: RedEnvelopeDisplay on member.{currency} re-initialises the red envelope. The connector
// publishes it parsed on the platform event stream, where the red-envelope store reads the envelope again
// (tests/features/red-envelope/red-envelope.store.test.ts); it changes no session state itself.
import { describe, expect, it } from "vitest";
import { EVENTS } from "../../../src/contract/index.ts";
import { effectsOf, parseEvent } from "../../../src/lib/realtime/realtime.machine.ts";

describe("RedEnvelopeDisplay", () => {
  it("reaches the stream with or without an id, and has no session effect", () => {
    for (const payload of [
      { currency: "INR", id: 4 },
      { currency: "INR", id: null },
    ])
      expect(parseEvent(EVENTS.redEnvelopeDisplay, payload)).toEqual(payload);
    expect(effectsOf(EVENTS.redEnvelopeDisplay, { currency: "INR", id: 4 }, { storedToken: "t" })).toEqual([]);
    expect(parseEvent(EVENTS.redEnvelopeDisplay, { currency: "XXX", id: 4 })).toBeNull();
  });
});
