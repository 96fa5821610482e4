// components/refill.ts: the skeletons of a page sent before the platform answered (DESIGN budget: first byte
// within 2 s with the platform slow) are filled from a second render of the page, or say honestly that the
// part could not be loaded. No skeleton stays.
import { afterEach, describe, expect, it, vi } from "vitest";
import { refillParts } from "../../src/components/refill.ts";

const skeleton = (id: string) => `
  <div class="pending" data-refill="${id}" data-pending="" aria-busy="true">
    <p class="pending-status sr-only" role="status">Loading…</p>
    <ul class="skeleton"><li></li></ul>
    <p class="pending-error" role="alert" hidden><span>Could not be loaded</span><a href="/x">Retry</a></p>
  </div>`;

const filled = (id: string, html: string) => `<div class="filled" data-refill="${id}">${html}</div>`;

function page(body: string): Document {
  document.body.innerHTML = body;
  return document;
}

const html = (body: string, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(`<!doctype html><html><body>${body}</body></html>`, { status })));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("refillParts", () => {
  it("asks for the same page as a refill and swaps every late part for the second render's", async () => {
    const doc = page(`<h1>Home</h1>${skeleton("rows")}<p id="keep">kept</p>${skeleton("banners")}`);
    const fetch = html(
      `<h1>Home</h1>${filled("rows", "<ul><li>Game 1</li></ul>")}<p id="keep">other</p>${filled("banners", "<img alt='Banner'>")}`,
    );
    await refillParts({ doc, url: "http://localhost/?a=1", fetch });
    expect(fetch).toHaveBeenCalledWith(
      "http://localhost/?a=1",
      expect.objectContaining({ headers: expect.objectContaining({ "x-lobby-refill": "1" }) }),
    );
    expect(doc.querySelector('[data-refill="rows"]')?.textContent).toBe("Game 1");
    expect(doc.querySelector('[data-refill="banners"] img')?.getAttribute("alt")).toBe("Banner");
    expect(doc.querySelectorAll("[data-pending]")).toHaveLength(0);
    expect(doc.querySelectorAll("[aria-busy]")).toHaveLength(0);
    // Only the late parts change.
    expect(doc.getElementById("keep")?.textContent).toBe("kept");
  });

  it("a part the second render still could not fill says so with Retry", async () => {
    const doc = page(skeleton("rows") + skeleton("ads"));
    await refillParts({ doc, url: "/", fetch: html(filled("rows", "ok") + skeleton("ads")) });
    const ads = doc.querySelector<HTMLElement>('[data-refill="ads"]')!;
    expect(ads.dataset["state"]).toBe("error");
    expect(ads.hasAttribute("aria-busy")).toBe(false);
    expect(ads.querySelector<HTMLElement>(".pending-error")?.hidden).toBe(false);
    expect(ads.querySelector('[role="status"]')).toBeNull();
  });

  it.each([
    ["an HTTP error", () => html("", 503)],
    ["no answer at all", () => vi.fn(() => Promise.reject(new TypeError("fetch failed")))],
  ])("on %s every skeleton turns into its message", async (_label, makeFetch) => {
    const doc = page(skeleton("rows") + skeleton("banners"));
    await refillParts({ doc, url: "/", fetch: makeFetch() as unknown as typeof fetch });
    for (const region of doc.querySelectorAll<HTMLElement>("[data-refill]")) {
      expect(region.dataset["state"]).toBe("error");
      expect(region.querySelector<HTMLElement>(".pending-error")?.hidden).toBe(false);
    }
  });

  it("gives up after its timeout rather than leave the skeleton", async () => {
    const doc = page(skeleton("rows"));
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    await refillParts({ doc, url: "/", fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 20 });
    expect(doc.querySelector<HTMLElement>('[data-refill="rows"]')?.dataset["state"]).toBe("error");
  });

  it("does nothing on a page without skeletons", async () => {
    const doc = page(filled("rows", "games"));
    const fetch = html("");
    await refillParts({ doc, url: "/", fetch });
    expect(fetch).not.toHaveBeenCalled();
  });
});
