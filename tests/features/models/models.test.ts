// Site content: an ad, sponsor or login model from the platform becomes a tile only through the
// carousel's URL rules (DESIGN "Platform content is hostile"), with its title as the alt text.
import { describe, expect, it } from "vitest";
import { siteCalls } from "../../../src/contract/site.ts";
import { MODEL_KINDS, modelRequest, registerBackground, resolveModels } from "../../../src/features/models/models.ts";

const item = (link: string, image = "/sandbox/img/model/1.svg", title = " Welcome bonus ") => ({
  id: 1,
  title,
  image,
  link,
  language: "hi_IN",
});

describe("a platform model as a tile", () => {
  it.each([
    ["/discount", "/hi_IN", "/hi_IN/discount", false],
    ["/", "/hi_IN", "/hi_IN", false],
    ["/discount", "", "/discount", false],
    ["https://partner.example/cup", "/hi_IN", "https://partner.example/cup", true],
    ["http://partner.example/cup", "", null, false],
    ["javascript:alert(1)", "", null, false],
    ["//evil.example/x", "", null, false],
    ["/\\evil.example", "", null, false],
    ["data:text/html,<script>", "", null, false],
    ["", "", null, false],
  ] as const)("link %j with prefix %j → %j", (link, prefix, href, external) => {
    expect(resolveModels([item(link)], prefix)).toEqual([
      { id: 1, title: "Welcome bonus", image: "/sandbox/img/model/1.svg", href, external },
    ]);
  });

  it("an item whose image is not a site path or an https URL is left out", () => {
    for (const image of ["javascript:alert(1)", "http://cdn.example/a.png", "//cdn.example/a.png", "", 5])
      expect(resolveModels([{ ...item("/discount"), image }], "")).toEqual([]);
    expect(resolveModels([item("/x", "https://cdn.example/a.png")], "")).toHaveLength(1);
    expect(resolveModels([null, "x", { id: "1" }, item("/x")], "")).toHaveLength(1);
  });

  it("asks for the page's language and layout, on the contract's paths", () => {
    expect(siteCalls.modelSetting.request.parse(modelRequest(1, "ta_IN", "mobile"))).toEqual({
      site_id: 1,
      language: "ta_IN",
      model_version: "h5",
    });
    expect(MODEL_KINDS.setting.path).toBe(siteCalls.modelSetting.path);
    expect(MODEL_KINDS.sponsor.path).toBe(siteCalls.modelSponsor.path);
    expect(MODEL_KINDS.login.path).toBe(siteCalls.modelLogin.path);
  });
});

describe("the register background", () => {
  it("is the layout's image when it is a site path or an https URL", () => {
    const answer = { desktop: "/bg/d.svg", mobile: "https://cdn.example/m.png" };
    expect(registerBackground(answer, "desktop")).toBe("/bg/d.svg");
    expect(registerBackground(answer, "mobile")).toBe("https://cdn.example/m.png");
    expect(registerBackground({ desktop: "javascript:alert(1)", mobile: "" }, "desktop")).toBeNull();
    expect(registerBackground({ desktop: "/d.svg", mobile: "" }, "mobile")).toBeNull();
    expect(registerBackground(null, "desktop")).toBeNull();
  });
});
