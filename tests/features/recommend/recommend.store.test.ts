// The recommend flag's store (spec 001 §4 after-login refresh, §6): checked when it starts being shown with a
// member and after a login, false again on logout; its cleanup removes the session listeners. The onMount of
// recommend-visible.ts runs followRecommendFlag (loaded once the session is ready), so the shared case "while
// shown" is this store's follow-and-stop rule.
import { vi } from "vitest";
import { $recommendVisible } from "../../../src/features/recommend/recommend-visible.ts";
import { describeFlagStore } from "../../helpers/flag-store-cases.ts";

vi.mock("../../../src/features/recommend/api.ts", async () => ({
  getRecommendVisible: (await import("../../helpers/flag-calls.ts")).askFlag,
}));
vi.mock("../../../src/lib/session/session.store.ts", async () =>
  (await import("../../helpers/session-member.ts")).sessionOf(3),
);

const { refreshRecommend } = await import("../../../src/features/recommend/recommend.store.ts");

describeFlagStore({
  name: "recommend flag store",
  $flag: $recommendVisible,
  refresh: refreshRecommend,
  siteId: 3,
  currency: "VND",
});
