// Home and site content: the marquee's announcements (spec 000 §3 display flags, §7 sort order).
import { describe, expect, it } from "vitest";
import {
  MARQUEE_TTL_MS,
  audienceOf,
  visibleAnnouncements,
  type Announcement,
} from "../../../src/features/marquee/announcements.ts";
import { parseEnv } from "../../../src/lib/config/env.ts";

const a = (id: number, sort: number, before: 0 | 1, after: 0 | 1): Announcement => ({
  id,
  content: `#${id}`,
  sort,
  display_before_login: before,
  display_after_login: after,
  created_at: "2026-01-01 00:00:00",
});
const list = [a(1, 1, 1, 0), a(2, 5, 1, 1), a(3, 3, 0, 1), a(4, 5, 0, 0), a(5, 5, 1, 0)];

describe("visibleAnnouncements", () => {
  it("visitors see the display_before_login items, highest sort first, newest first among equals", () => {
    expect(visibleAnnouncements(list, false).map((x) => x.id)).toEqual([5, 2, 1]);
  });
  it("members see the display_after_login items", () => {
    expect(visibleAnnouncements(list, true).map((x) => x.id)).toEqual([2, 3]);
  });
  it("an item shown to nobody is never shown", () => {
    expect(visibleAnnouncements([a(9, 1, 0, 0)], false)).toEqual([]);
    expect(visibleAnnouncements([a(9, 1, 0, 0)], true)).toEqual([]);
  });
  it("does not reorder the list it was given", () => {
    const copy = [...list];
    visibleAnnouncements(list, true);
    expect(list).toEqual(copy);
  });
});

// A member's page first shows the server's (visitors') list: each line says whom it is for, and a member's page
// hides the visitors-only lines from the first frame (spec 000 §3 display flags).
describe("audienceOf", () => {
  it("a visitors-only announcement (display_after_login 0) is never for a member", () => {
    expect(audienceOf(a(1, 1, 1, 0))).toBe("visitors");
    expect(audienceOf(a(2, 1, 1, 1))).toBe("everyone");
    expect(audienceOf(a(3, 1, 0, 1))).toBe("members");
  });
  it("every line of the visitors' list a member may see is shown to members too", () => {
    const forMembers = new Set(visibleAnnouncements(list, true).map((x) => x.id));
    for (const item of visibleAnnouncements(list, false)) {
      expect(audienceOf(item) !== "visitors").toBe(forMembers.has(item.id));
    }
  });
});

// A new announcement reaches a home page within 10 s: the page cache (HTML_CACHE_MS, 5 s by default) and the
// marquee's answer cache add up (they were 5 s + 10 s).
describe("MARQUEE_TTL_MS", () => {
  it("with the default page cache, a new announcement is shown within 10 s", () => {
    expect(MARQUEE_TTL_MS + parseEnv({}).HTML_CACHE_MS).toBeLessThan(10_000);
  });
});
