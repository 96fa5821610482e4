// The page template a web-vitals report is filed under (issue "real-user performance": per page template).
import { describe, expect, it } from "vitest";
import { pageTemplate } from "../../../src/features/pwa/page-template.ts";

describe("page template", () => {
  it.each([
    ["/", "home"],
    ["/hi_IN/", "home"],
    ["/discount", "discount"],
    ["/ta_IN/discount/3", "discount/[id]"],
    ["/gameHall/2", "gameHall/[id]"],
    ["/user/Deposit", "user/[page]"],
    ["/proxy/Register", "proxy/[page]"],
    ["/<script>", "other"],
  ])("%s → %s", (path, template) => expect(pageTemplate(path)).toBe(template));
});
