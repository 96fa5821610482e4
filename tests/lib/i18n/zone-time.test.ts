// The platform's wall times (spec 000 §9: America/Caracas) without dayjs on the page: held to dayjs.tz, which the
// red envelope used before (its countdown and end time, spec 001 §3, §4), over today's rule, the zone's old
// -4:30 rule and the day of the change, and other zones with summer time.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { formatWallTime, instantOfWallTime } from "../../../src/lib/i18n/zone-time.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ["America/Caracas", "Europe/London", "America/New_York", "Asia/Kolkata", "UTC"];
const WALL_TIMES = [
  "2026-11-24 00:00:05",
  "2026-11-24T23:59:59",
  "2026-01-01 00:00:00",
  "2015-06-01 12:00:00", // Caracas at -4:30
  "2016-05-01 02:30:00", // the day Caracas went back to -4
  "2016-05-01 03:00:00",
  "2026-03-29 01:30:00", // London's spring gap
  "2026-10-25 01:30:00", // London's autumn repeat
  "2026-03-08 02:30:00", // New York's gap
  "2026-11-24 10:20",
  "2026-11-24",
  "2026-11-24 00:00:05.250",
];

describe("instantOfWallTime", () => {
  for (const zone of ZONES)
    it(`reads wall times in ${zone} as dayjs.tz does`, () => {
      for (const text of WALL_TIMES)
        expect([text, instantOfWallTime(text, zone)]).toEqual([text, dayjs.tz(text, zone).valueOf()]);
    });

  it("gives NaN for what is not a wall time", () => {
    for (const text of ["", "soon", "24/11/2026", "2026-11-24 00:00:05Z", "2026-11-24 25"])
      expect(instantOfWallTime(text, "America/Caracas")).toBeNaN();
  });
});

describe("formatWallTime", () => {
  const instants = [
    0,
    Date.parse("2026-11-24T02:30:00Z"),
    Date.parse("2015-06-01T16:30:00Z"),
    Date.parse("2026-03-29T01:00:00Z") - 1,
  ];
  for (const zone of ZONES)
    it(`shows an instant on ${zone}'s clock as dayjs does`, () => {
      for (const t of instants) expect(formatWallTime(t, zone)).toBe(dayjs(t).tz(zone).format("YYYY-MM-DD HH:mm:ss"));
    });

  it("shows nothing for an invalid instant", () => {
    expect(formatWallTime(Number.NaN, "America/Caracas")).toBe("");
  });
});
