// /user/Announcement: the member's announcements in the platform's order and the bulletins newest first.
import { describe, expect, it } from "vitest";
import {
  bulletinItems,
  initialState,
  memberAnnouncements,
  transition,
} from "../../../src/features/announcements/announcements.machine.ts";

const a = (id: number, sort: number, after: 0 | 1, at: string) => ({
  id,
  content: `<p>${id}</p>`,
  sort,
  display_before_login: 1,
  display_after_login: after,
  created_at: at,
});

describe("announcement lists", () => {
  it("keeps after-login announcements, higher sort first, then newest", () => {
    const items = memberAnnouncements([
      a(1, 1, 1, "2026-01-01T00:00:00Z"),
      a(2, 5, 1, "2026-01-01T00:00:00Z"),
      a(3, 1, 1, "2026-02-01T00:00:00Z"),
      a(4, 9, 0, "2026-03-01T00:00:00Z"),
    ]);
    expect(items.map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it("bulletins newest first, titled by display_content", () => {
    const items = bulletinItems([
      { id: 1, display_content: "Old", content: "<b>x</b>", updated_at: "2026-01-01T00:00:00Z" },
      { id: 2, display_content: "", content: "<b>y</b>", updated_at: "2026-02-01T00:00:00Z" },
    ]);
    expect(items.map((i) => [i.id, i.title])).toEqual([
      [2, null],
      [1, "Old"],
    ]);
  });

  it("each list has its own state; the tab changes only the tab", () => {
    let s = transition(initialState, { type: "loaded", list: "bulletins", items: [] });
    s = transition(s, { type: "failed", list: "announcements", message: { key: "api.error.network" } });
    expect([s.announcements.kind, s.bulletins.kind]).toEqual(["failed", "loaded"]);
    expect(transition(s, { type: "tab", tab: "bulletins" }).bulletins).toBe(s.bulletins);
  });
});
