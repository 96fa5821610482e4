// The provider description names at most the top 15 providers (spec 000 §5, §9).
import { describe, expect, it } from "vitest";
import { topProviderNames } from "../../../src/features/catalogue/description.ts";
import { PROVIDER_DESCRIPTION_LIMIT } from "../../../src/features/catalogue/constants.ts";

const p = (gp_name: string) => ({ gp_name });

describe("topProviderNames (spec 000 §5, §9: at most 15 provider names)", () => {
  it("the limit is the spec's 15", () => expect(PROVIDER_DESCRIPTION_LIMIT).toBe(15));

  it("names at most 15, in the platform's order", () => {
    const many = Array.from({ length: 40 }, (_, i) => p(`Provider ${i + 1}`));
    const names = topProviderNames(many);
    expect(names).toHaveLength(15);
    expect(names[0]).toBe("Provider 1");
    expect(names[14]).toBe("Provider 15");
  });

  it("fewer providers are all named", () => {
    expect(topProviderNames([p("Jili Games"), p("PG Soft")])).toEqual(["Jili Games", "PG Soft"]);
  });

  it("a provider listed twice or without a name does not take a place", () => {
    const list = [p("A"), p("A"), p(" "), ...Array.from({ length: 20 }, (_, i) => p(`P${i}`))];
    const names = topProviderNames(list);
    expect(names).toHaveLength(15);
    expect(names.filter((n) => n === "A")).toHaveLength(1);
    expect(names).not.toContain("");
  });

  it("no providers, no names", () => expect(topProviderNames([])).toEqual([]));
});
