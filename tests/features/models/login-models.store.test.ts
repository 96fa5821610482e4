// spec 001 §7 /web/model_login: the login models load when first shown and stay live for the page; a
// model_login.url in the page's language reads them again, one in another language does not.
import { afterEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn(async () => ({ list: [] }));
vi.mock("../../../src/lib/api/index.ts", () => ({ callApi }));
vi.mock("../../../src/lib/boot/boot.ts", () => ({
  readBoot: () => ({ config: { siteId: 1 }, lang: "hi_IN", localePrefix: "/hi" }),
}));
vi.stubGlobal("document", { documentElement: { dataset: { layout: "desktop" } } });

const { $loginModels } = await import("../../../src/features/models/login-models.store.ts");
const { platformEvents } = await import("../../../src/lib/realtime/platform-events.ts");

afterEach(() => callApi.mockClear());

describe("login models store", () => {
  it("loads when first shown, then follows model_login.url in the page's language only", async () => {
    expect(callApi).not.toHaveBeenCalled();
    const stop = $loginModels.listen(() => undefined);
    await vi.waitFor(() => expect($loginModels.get()).toEqual([]));
    expect(callApi).toHaveBeenCalledOnce();
    platformEvents.emit("model_login.url", { language: "en_US" });
    await new Promise((r) => setTimeout(r, 10));
    expect(callApi).toHaveBeenCalledOnce();
    platformEvents.emit("model_login.url", { language: "hi-IN" });
    await vi.waitFor(() => expect(callApi).toHaveBeenCalledTimes(2));
    // the modal closes: the list stays live for the next opening, and showing it again loads nothing more
    stop();
    platformEvents.emit("model_login.url", { language: "hi_IN" });
    await vi.waitFor(() => expect(callApi).toHaveBeenCalledTimes(3));
    $loginModels.listen(() => undefined)();
    expect(callApi).toHaveBeenCalledTimes(3);
  });
});
