// issue 10, home and site content: the marquee's announcements (spec 000 §3 display flags, §7 sort order).
import { describe, expect, it } from "vitest";
import { visibleAnnouncements, type Announcement } from "../../../src/features/marquee/announcements.ts";

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
