// The light schema path (src/contract/light.ts): each light parser gives the same verdict as the call's zod
// schema on the same fixtures, so a page without zod reads the contract and not a hand check of its own.
import { describe, expect, it } from "vitest";
import { lightCalls } from "../../src/contract/light.ts";
import { promotionsCalls } from "../../src/contract/promotions.ts";
import { siteCalls } from "../../src/contract/site.ts";
import { z } from "../../src/contract/zod.ts";

const cases = [
  {
    name: "jackpot",
    light: lightCalls.jackpot,
    zod: promotionsCalls.jackpot,
    schema: promotionsCalls.jackpot.response,
    fixtures: [
      { jackpot_amount_total: 12.5 },
      { jackpot_amount_total: 0 },
      { jackpot_amount_total: 1e12 },
      { jackpot_amount_total: -1 },
      { jackpot_amount_total: "12" },
      { jackpot_amount_total: Number.NaN },
      { jackpot_amount_total: Number.POSITIVE_INFINITY },
      { jackpot_amount_total: null },
      {},
      null,
      "oops",
      12,
    ],
  },
  {
    name: "site detail's customer-service link",
    light: lightCalls.siteDetailLink,
    zod: siteCalls.siteDetail,
    schema: z.pick(siteCalls.siteDetail.response, { customer_service_link: true }),
    fixtures: [
      { customer_service_link: "" },
      { customer_service_link: "/faq/1#contact" },
      { customer_service_link: "https://help.example.com/chat?x=1" },
      { customer_service_link: "http://help.example.com/" },
      { customer_service_link: "javascript:alert(1)" },
      { customer_service_link: "//evil.example/" },
      { customer_service_link: "/\t/evil.example" },
      { customer_service_link: "data:text/html,hi" },
      { customer_service_link: `/${"a".repeat(5000)}` },
      { customer_service_link: null },
      { customer_service_link: 5 },
      {},
      null,
      [],
    ],
  },
];

describe("light parsers agree with the contract's zod schemas", () => {
  for (const c of cases) {
    it(`${c.name}: the same path as the contract's call`, () => {
      expect(c.light.path).toBe(c.zod.path);
    });
    it.each(c.fixtures.map((f) => [JSON.stringify(f) ?? String(f), f]))(`${c.name}: %s`, (_, fixture) => {
      const zod = c.schema.safeParse(fixture);
      const light = c.light.parse(fixture);
      expect(light !== null).toBe(zod.success);
      if (zod.success) expect(light).toEqual(zod.data);
    });
  }
});
