// spec 001 §4: quick-bet messages are accepted only from the frame's exact origin; S001 height, U003 open game.
import { describe, expect, it } from "vitest";
import { frameOriginOf, quickBetAction } from "../../../src/features/quickbet/quickbet.ts";

const FRAME = "https://sport.example.com";
const msg = (origin: string, data: unknown, fromFrame = true) => ({ origin, data, fromFrame });

describe("quick-bet frame messages", () => {
  it("S001 from the frame's origin sets the height (bounded)", () => {
    expect(quickBetAction(msg(FRAME, { type: "S001", height: 640 }), FRAME)).toEqual({ type: "height", px: 640 });
    expect(quickBetAction(msg(FRAME, { type: "S001", height: 1e9 }), FRAME)).toEqual({ type: "height", px: 4000 });
    expect(quickBetAction(msg(FRAME, { type: "S001", height: 3 }), FRAME)).toEqual({ type: "height", px: 120 });
  });
  it("U003 from the frame's origin opens the game", () => {
    expect(quickBetAction(msg(FRAME, { type: "U003", gp_id: "GPSB" }), FRAME)).toEqual({
      type: "open",
      gpId: "GPSB",
      gtId: 4,
      gameCode: "",
    });
  });
  it.each([
    ["another origin", msg("https://evil.example", { type: "S001", height: 900 })],
    ["a lookalike origin", msg("https://sport.example.com.evil.example", { type: "S001", height: 900 })],
    ["another port", msg("https://sport.example.com:8443", { type: "S001", height: 900 })],
    ["the right origin but not the frame's window", msg(FRAME, { type: "S001", height: 900 }, false)],
    ["an unknown type", msg(FRAME, { type: "X999" })],
    ["a string payload", msg(FRAME, "S001")],
    ["a bad height", msg(FRAME, { type: "S001", height: "900" })],
    ["a bad gp_id", msg(FRAME, { type: "U003", gp_id: "javascript:alert(1)" })],
  ])("%s does nothing", (_n, m) => expect(quickBetAction(m, FRAME)).toBeNull());
  it("nothing is accepted without a known frame origin", () => {
    expect(quickBetAction(msg(FRAME, { type: "S001", height: 600 }), null)).toBeNull();
  });
  it("the frame origin is the exact http(s) origin of its URL", () => {
    expect(frameOriginOf("/sandbox/games/sport?currency=INR", "http://localhost:4660")).toBe("http://localhost:4660");
    expect(frameOriginOf("https://a.example:444/x", "http://localhost")).toBe("https://a.example:444");
    expect(frameOriginOf("javascript:alert(1)", "http://localhost")).toBeNull();
  });
});
