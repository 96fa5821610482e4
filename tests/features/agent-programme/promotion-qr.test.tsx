// The Promotion page's QR codes (issue "agent centre": a QR code from a kept library) load the library once the code
// is in view and the page has settled (the first interaction or the first idle moment after the load), never while
// the page paints and hydrates; a still screen still gets its codes (no placeholder stays for ever).
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { flush, inViewAtOnceSuite } from "../../helpers/in-view.ts";

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/features/agent-programme/qr.ts", () => ({
  qrSvgPath: () => {
    drawn.count++;
    return Promise.resolve({ side: 9, d: "M4 4h1v1h-1z" });
  },
}));

const { Qr } = await import("../../../src/features/agent-programme/PromotionLinks.tsx");

inViewAtOnceSuite(() => {
  drawn.count = 0;
});

describe("a promotion QR code loads its library once the page has settled", () => {
  it("in view at once: a labelled placeholder, nothing loaded while the page settles", async () => {
    render(<Qr text="https://example.test/?id=2" label="QR code" />);
    await flush();
    expect(drawn.count).toBe(0);
    expect(screen.getByRole("img", { name: "QR code" }).getAttribute("aria-busy")).toBe("true");
  });

  it("drawn at the page's first idle moment, with no interaction: a code scanned off a still desktop screen", async () => {
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => setTimeout(cb, 0));
    render(<Qr text="https://example.test/?id=2" label="QR code" />);
    await flush();
    expect(drawn.count).toBe(1);
    expect(screen.getByTestId("promotion-qr").tagName.toLowerCase()).toBe("svg");
  });

  it("drawn once after the first interaction", async () => {
    render(<Qr text="https://example.test/?id=2" label="QR code" />);
    await flush();
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("scroll"));
    await flush();
    expect(drawn.count).toBe(1);
    expect(screen.getByTestId("promotion-qr").tagName.toLowerCase()).toBe("svg");
  });
});
