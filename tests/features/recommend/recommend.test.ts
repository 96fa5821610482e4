import { describe, expect, it } from "vitest";
import { recommendVisible } from "../../../src/features/recommend/recommend.ts";

// spec 001 §6 recommend programme
describe("recommend flag", () => {
  it("shows only for is_friend 1 and no blocking apply-for-agent code", () => {
    expect(recommendVisible(1, null)).toBe(true);
    expect(recommendVisible(1, 101)).toBe(false);
    expect(recommendVisible(1, 104)).toBe(false);
    expect(recommendVisible(1, 102)).toBe(true);
    expect(recommendVisible(0, null)).toBe(false);
  });
});

// RecommendProject / RecommendMemberSearch
describe("the invite link, its QR code and the search input", () => {
  it("links to the home page with the code as `invite` (spec 001 §2 register query)", async () => {
    const { inviteLink } = await import("../../../src/features/recommend/share.ts");
    expect(inviteLink("https://lobby.example.com/", "AB12_cd")).toBe("https://lobby.example.com/?invite=AB12_cd");
    expect(inviteLink("http://localhost:4321", "A B")).toBe("http://localhost:4321/?invite=A%20B");
  });

  it("the QR code is square with its finder patterns and a quiet zone", async () => {
    const { qrMatrix, qrPath } = await import("../../../src/features/recommend/share.ts");
    const { size, dark } = qrMatrix("http://localhost:4321/?invite=DEMO2024");
    expect(dark.length).toBe(size);
    expect(dark.every((r) => r.length === size)).toBe(true);
    // quiet zone: the first 4 rows are light; the finder pattern's corner starts at (4, 4)
    expect(dark.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(dark[4]?.slice(4, 11).every(Boolean)).toBe(true);
    expect(qrPath([[true, false]])).toBe("M0 0h1v1h-1z");
  });

  it("searches only what an account may hold (the contract's schema, spec 001 §5)", async () => {
    const { searchError } = await import("../../../src/features/recommend/share.ts");
    expect(searchError("")).toEqual({ key: "register.err.required" });
    expect(searchError("fri%")).toEqual({ key: "register.err.account" });
    expect(searchError("friend_01")).toBeNull();
  });
});
