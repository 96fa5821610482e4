// The maintenance window of a 203 (spec 000 §3 "kept in local storage", §8 "shows the maintenance window time
// if known else a generic text"), and the /play record read back from storage (DESIGN: storage is untrusted).
import { describe, expect, it } from "vitest";
import { maintenanceFor, parseMaintenanceStore } from "../../../src/features/launcher/maintenance.ts";
import { parsePlayerRecord } from "../../../src/features/launcher/player-record.ts";

const now = Date.parse("2026-03-01T10:00:00Z");
const win = { start_at: "2026-03-01T09:00:00Z", end_at: "2026-03-01T12:00:00Z" };

describe("maintenance window", () => {
  it("the answer's window is shown and remembered for the provider", () => {
    expect(maintenanceFor({}, "GPJL", win, now)).toEqual({ window: win, store: { GPJL: win } });
  });
  it("without one in the answer, the remembered window while it lasts; else the generic text", () => {
    expect(maintenanceFor({ GPJL: win }, "GPJL", null, now).window).toEqual(win);
    expect(maintenanceFor({ GPJL: win }, "GPJL", null, Date.parse("2026-03-01T13:00:00Z"))).toEqual({
      window: null,
      store: {},
    });
    expect(maintenanceFor({ GPAG: win }, "GPJL", null, now).window).toBeNull();
  });
  it("stored junk is dropped", () => {
    expect(parseMaintenanceStore({ GPJL: win, bad: 1, GPAG: { start_at: "x", end_at: "y" } })).toEqual({ GPJL: win });
    expect(parseMaintenanceStore("nope")).toEqual({});
  });
});

describe("/play record", () => {
  const target = { gpId: "GPJL", gtId: 2, gameCode: "JL1", house: 0, customized: false };
  it("reads back a stored game", () => {
    expect(parsePlayerRecord(JSON.stringify({ url: "https://a.test/g", target, demo: false }))).toEqual({
      url: "https://a.test/g",
      target,
      demo: false,
    });
  });
  it.each([
    null,
    "",
    "{",
    JSON.stringify({ url: "javascript:alert(1)", target }),
    JSON.stringify({ url: "https://a" }),
  ])("refuses %j", (raw) => expect(parsePlayerRecord(raw)).toBeNull());
});
