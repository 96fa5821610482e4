import { describe, expect, it } from "vitest";
import { parseSameOriginPath } from "../../../src/lib/routing/same-origin.ts";

// security: waitingUrl (spec 000 §3) reopens a route after login; it must never leave the site.
describe("a stored target route stays on this site (parseSameOriginPath)", () => {
  it.each([
    ["/user/Info", "/user/Info"],
    ["/hi_IN/gameHall/3", "/hi_IN/gameHall/3"],
    ["/slotgame?gt_id=2&gp_id=GPR8&house=0", "/slotgame?gt_id=2&gp_id=GPR8&house=0"],
    ["/faq/1#top", "/faq/1#top"],
    ["/", "/"],
    ["/a/../user/Info", "/user/Info"],
    ["/foo%2Fbar", "/foo%2Fbar"],
  ])("%s is kept as %s", (value, path) => expect(parseSameOriginPath(value)).toBe(path));

  it.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with a path", "//evil.com/user/Info"],
    ["slash-backslash", "/\\evil.com"],
    ["backslash-slash", "\\/evil.com"],
    ["two backslashes", "\\\\evil.com"],
    ["a backslash later", "/user\\..\\..\\evil"],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: in capitals", "JavaScript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["absolute https", "https://evil.com/"],
    ["absolute http of the same name", "http://localhost/user"],
    ["encoded slashes", "%2F%2Fevil.com"],
    ["slash then encoded slash", "/%2F/evil.com"],
    ["slash then encoded slashes", "/%2F%2Fevil.com"],
    ["slash then encoded backslash", "/%5Cevil.com"],
    ["a tab inside", "/\t/evil.com"],
    ["a newline inside", "/\n/evil.com"],
    ["a carriage return inside", "/\r/evil.com"],
    ["a leading space", " /user"],
    ["a NUL", "/user\u0000"],
    ["dot segments up to //", "/..//evil.com"],
    ["dot segments, encoded", "/.%2E//evil.com"],
    ["relative without a slash", "user/Info"],
    ["a malformed escape", "/%E0%A4%A"],
    ["empty", ""],
    ["too long", `/${"a".repeat(3000)}`],
  ])("%s (%j) is refused", (_name, value) => expect(parseSameOriginPath(value)).toBeNull());

  it.each([null, undefined, 42, {}, ["/user"]])("a non-string %j is refused", (value) =>
    expect(parseSameOriginPath(value)).toBeNull(),
  );
});
