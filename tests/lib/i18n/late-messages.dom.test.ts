// A content page's island messages come after the page (DESIGN "content pages ≤ 30 KB of HTML"): one fetch,
// shared by every caller (the inline client:interact directive and the bundles), and never a dead page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATE_MESSAGES_ELEMENT_ID, lateMessages, lateMessagesNow } from "../../../src/lib/i18n/late-messages.ts";

function holder(src?: string): HTMLScriptElement {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = LATE_MESSAGES_ELEMENT_ID;
  if (src) el.dataset["src"] = src;
  document.body.append(el);
  return el;
}

beforeEach(() => {
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("late island messages", () => {
  it("resolves to nothing, without a fetch, on a page that carries its messages", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(lateMessages()).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches the file once for every caller and keeps its strings on the page", async () => {
    holder("/_astro/en_US.abc.json");
    const fetch = vi.fn(async () => Response.json({ "auth.login": "Log in", "x.bad": 3, "x.tag": "</script>" }));
    vi.stubGlobal("fetch", fetch);
    expect(lateMessagesNow()).toEqual({});
    const [a, b] = await Promise.all([lateMessages(), lateMessages()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/_astro/en_US.abc.json", expect.anything());
    expect(a).toEqual({ "auth.login": "Log in", "x.tag": "</script>" });
    expect(b).toEqual(a);
    expect(lateMessagesNow()).toEqual(a);
    expect(document.getElementById(LATE_MESSAGES_ELEMENT_ID)?.textContent).not.toContain("</script>");
  });

  it("a failed fetch gives the islands their keys rather than no islands, and the next caller tries again", async () => {
    holder("/_astro/en_US.abc.json");
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(Response.json({ k: "v" }));
    vi.stubGlobal("fetch", fetch);
    await expect(lateMessages()).resolves.toEqual({});
    await expect(lateMessages()).resolves.toEqual({ k: "v" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
