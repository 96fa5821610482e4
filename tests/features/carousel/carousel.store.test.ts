// spec 001 §7 carousel_picture.url: while a carousel is shown, its use_type's banners are read again when the
// event names that use_type or none; another use_type's event, or an unshown carousel, reads nothing.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const banner = { id: 9 };
const getBanners = vi.fn(async () => [banner]);
vi.mock("../../../src/features/carousel/api.ts", () => ({ getBanners }));
vi.mock("../../../src/lib/boot/boot.ts", () => ({ readBoot: () => ({ config: { siteId: 3 }, currency: "INR" }) }));

const { bannersFor } = await import("../../../src/features/carousel/carousel.store.ts");
const { platformEvents } = await import("../../../src/lib/realtime/platform-events.ts");

const $home = bannersFor(1);
beforeEach(() => getBanners.mockClear());
afterEach(() => cleanStores($home));

describe("carousel banners", () => {
  it("one live list per use_type", () => {
    expect(bannersFor(1)).toBe($home);
    expect(bannersFor(2)).not.toBe($home);
  });

  it("the event for its use_type, or for all, reads the banners again; another use_type's does not", async () => {
    $home.listen(() => undefined);
    expect($home.get()).toBeNull();
    platformEvents.emit("carousel_picture.url", { use_type: 2 });
    await new Promise((r) => setTimeout(r, 10));
    expect(getBanners).not.toHaveBeenCalled();
    platformEvents.emit("carousel_picture.url", { use_type: 1 });
    await vi.waitFor(() => expect($home.get()).toEqual([banner]));
    expect(getBanners).toHaveBeenCalledWith(3, 1, "INR");
    platformEvents.emit("carousel_picture.url", {});
    await vi.waitFor(() => expect(getBanners).toHaveBeenCalledTimes(2));
  });

  it("not shown: the event reads nothing", async () => {
    $home.listen(() => undefined);
    cleanStores($home);
    platformEvents.emit("carousel_picture.url", {});
    await new Promise((r) => setTimeout(r, 10));
    expect(getBanners).not.toHaveBeenCalled();
  });
});
