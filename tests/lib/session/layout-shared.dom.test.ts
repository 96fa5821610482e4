// The layout reads of a page's start share one request: the session's own (afterLogin) and a store's that needs
// the layout before it arrives (the agent programme's entry store).
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { memberLayout } from "../../helpers/member-layout.ts";
import { initSession, readLayoutShared, resetSessionForTests } from "../../../src/lib/session/session.store.ts";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: data }), {
    headers: { "content-type": "application/json" },
  });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes("/common/layout")) return ok(memberLayout({ member_account: "demo01" }));
  return ok({});
});
const layoutReads = () =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("/layout"))
    .length;

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it("a stored member's page start reads the layout once, however many ask for it meanwhile", async () => {
  localStorage.setItem("token", "tok-abcdefgh");
  localStorage.setItem("member_id", "5");
  localStorage.setItem("currency", "INR");
  initSession();
  const [a, b] = await Promise.all([readLayoutShared(), readLayoutShared()]);
  expect(a?.member_account).toBe("demo01");
  expect(b).toBe(a);
  expect(layoutReads()).toBe(1);
  // Once answered, the next read is a new request.
  await readLayoutShared();
  expect(layoutReads()).toBe(2);
});
