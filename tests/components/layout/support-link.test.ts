// Support opens the platform's customer-service link (spec 001 §7 site detail
// customer_service_link) only when it is safe to follow; otherwise it stays on the FAQ's contact answer.
import { describe, expect, it } from "vitest";
import { FOOTER_ENTRIES } from "../../../src/components/layout/footer-entries.ts";
import { SUPPORT_FALLBACK_PATH, customerServiceHref } from "../../../src/components/layout/support-link.ts";

const ORIGIN = "https://lobby.example.com";

describe("the platform's customer-service link as the Support href", () => {
  const cases: [string, unknown, string | null][] = [
    ["an https chat page", "https://chat.example.net/lobby?x=1", "https://chat.example.net/lobby?x=1"],
    ["a page of this site", "/faq/1", "/faq/1"],
    ["this site, absolute", "https://lobby.example.com/sponsor#top", "/sponsor#top"],
    ["none", "", null],
    ["blank", "   ", null],
    ["not a string", 42, null],
    ["missing", undefined, null],
    ["javascript:", "javascript:alert(1)", null],
    ["data:", "data:text/html,<b>x</b>", null],
    ["plain http elsewhere", "http://chat.example.net/", null],
  ];
  it.each(cases)("%s", (_name, link, expected) => {
    expect(customerServiceHref(link, ORIGIN)).toBe(expected);
  });
});

describe("the Support entry without a platform link", () => {
  it("leads to the FAQ's contact answer, not a page that promises live chat", () => {
    expect(FOOTER_ENTRIES.find((e) => e.key === "customerService")?.href).toBe(SUPPORT_FALLBACK_PATH);
    expect(SUPPORT_FALLBACK_PATH).toBe("/faq/8#contact");
  });
});
