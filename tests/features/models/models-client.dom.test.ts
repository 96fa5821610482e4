// A live change of a model list (spec 001 §7 model_settings.url): the list is read again through the API client
// and the contract, checked by resolveModels and drawn with the server's renderer; a failure keeps what is shown.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { siteCalls } from "../../../src/contract/site.ts";
import { modelTilesHtml } from "../../../src/components/model-tiles.ts";

const callApi = vi.fn();
vi.mock("../../../src/lib/api/index.ts", () => ({ callApi: (...a: unknown[]) => callApi(...a) }));
vi.mock("../../../src/lib/boot/boot.ts", () => ({
  readBoot: () => ({ config: { siteId: 3 }, lang: "hi_IN", localePrefix: "/hi_IN" }),
}));
const { refreshModels } = await import("../../../src/features/models/models-client.ts");

beforeEach(() => {
  callApi.mockReset();
  document.body.innerHTML = `
    <section data-models="setting" data-version="h5" data-width="600" data-height="240"><ul role="list"><li>old</li></ul></section>
    <section data-models="setting" data-version="h5" data-width="600" data-height="240"><ul role="list"></ul></section>`;
});

describe("refreshModels", () => {
  it("asks the contract's call and redraws every region with the server's markup", async () => {
    callApi.mockResolvedValue({
      list: [
        { id: 1, title: "Ad", image: "/ad.png", link: "/discount" },
        { id: 2, title: "Bad", image: "javascript:alert(1)", link: "" },
      ],
    });
    await refreshModels("setting");
    expect(callApi).toHaveBeenCalledWith(siteCalls.modelSetting, {
      site_id: 3,
      language: "hi_IN",
      model_version: "h5",
    });
    const expected = modelTilesHtml(
      [{ title: "Ad", image: "/ad.png", href: "/hi_IN/discount", external: false }],
      600,
      240,
    );
    for (const ul of document.querySelectorAll("ul")) expect(ul.innerHTML).toBe(expected);
  });

  it("an empty list hides the regions; a failure keeps what is shown", async () => {
    callApi.mockRejectedValueOnce(new Error("down"));
    await refreshModels("setting");
    expect(document.querySelector("ul")?.innerHTML).toBe("<li>old</li>");
    callApi.mockResolvedValueOnce({ list: [] });
    await refreshModels("setting");
    for (const s of document.querySelectorAll<HTMLElement>("[data-models]")) expect(s.hidden).toBe(true);
  });
});
