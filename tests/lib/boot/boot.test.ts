// The boot data islands read (DESIGN "No member data in server modules": per-request data reaches islands
// as JSON written by the layout): it round-trips, and no text can close its <script> tag.
import { describe, expect, it } from "vitest";
import { bootLocalePrefix, parseBoot, serializeBoot, type Boot } from "../../../src/lib/boot/boot.ts";
import { publicConfig } from "../../../src/lib/config/public-config.ts";
import { parseEnv } from "../../../src/lib/config/env.ts";

const boot = (messages: Record<string, string>): Boot => ({
  lang: "hi_IN",
  localePrefix: "/hi_IN",
  currency: "INR",
  device: "mobile",
  messages,
  config: publicConfig(parseEnv({})),
});

describe("boot data", () => {
  it("round-trips through JSON, with the messages serialised once per frozen object", () => {
    const messages = Object.freeze({ a: "एक", b: "two" });
    const first = JSON.parse(serializeBoot(boot(messages))) as unknown;
    expect(parseBoot(first)).toEqual(boot(messages));
    const usd = { ...boot(messages), currency: "USD" as const };
    expect(parseBoot(JSON.parse(serializeBoot(usd)))).toEqual(usd);
  });
  it("escapes < everywhere so no message can close the script tag", () => {
    const json = serializeBoot({ ...boot({ x: "</script><script>alert(1)</script>" }), localePrefix: "</script>" });
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as { messages: { x: string } }).messages.x).toBe("</script><script>alert(1)</script>");
  });
  it("gives links an empty locale prefix where the page has no boot data (a test, a page without the layout)", () => {
    expect(bootLocalePrefix()).toBe("");
  });
});
