// The sign-up modal's register background: read the first time the modal opens (once per page), the layout's
// image only when it is a safe platform image; a failure or an unsafe image leaves no background.
import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("../../../src/lib/api/index.ts", () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
vi.mock("../../../src/lib/boot/boot.ts", () => ({ readBoot: () => ({ config: { siteId: 4 } }) }));

const flush = () => new Promise((r) => setTimeout(r, 0));
const answer = { desktop: "https://cdn.example.com/d.png", mobile: "https://cdn.example.com/m.png" };

async function fresh() {
  vi.resetModules();
  return import("../../../src/features/models/register-background.store.ts");
}

beforeEach(() => {
  callApi.mockReset();
  delete document.documentElement.dataset["layout"];
});

describe("register background store", () => {
  it("asks once with the site id and keeps the desktop image", async () => {
    callApi.mockResolvedValue(answer);
    const { $registerBackground, loadRegisterBackground } = await fresh();
    loadRegisterBackground();
    loadRegisterBackground();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]![0]).toMatchObject({ path: "/api/arks/web/model/register-background/detail" });
    expect(callApi.mock.calls[0]![1]).toEqual({ site_id: 4 });
    expect($registerBackground.get()).toBeNull();
    await flush();
    expect($registerBackground.get()).toEqual({ src: answer.desktop, layout: "desktop" });
  });

  it("the mobile layout takes the mobile image", async () => {
    document.documentElement.dataset["layout"] = "mobile";
    callApi.mockResolvedValue(answer);
    const { $registerBackground, loadRegisterBackground } = await fresh();
    loadRegisterBackground();
    await flush();
    expect($registerBackground.get()).toEqual({ src: answer.mobile, layout: "mobile" });
  });

  it("an unsafe image or a failure leaves no background", async () => {
    callApi.mockResolvedValue({ desktop: "javascript:alert(1)", mobile: "" });
    let s = await fresh();
    s.loadRegisterBackground();
    await flush();
    expect(s.$registerBackground.get()).toBeNull();
    callApi.mockRejectedValue(new Error("down"));
    s = await fresh();
    s.loadRegisterBackground();
    await flush();
    expect(s.$registerBackground.get()).toBeNull();
  });
});
