// The Promotion page's QR codes (issue "agent centre": a QR code from a kept library) load the library only after
// the person has interacted with the page and the code is in view, never before interaction, even when the code
// is in view at once (DESIGN "Budgets": JS before interaction).
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

describe("a promotion QR code loads its library after interaction only", () => {
  it("in view at once: a labelled placeholder, nothing loaded before the person interacts", async () => {
    render(<Qr text="https://example.test/?id=2" label="QR code" />);
    await flush();
    expect(drawn.count).toBe(0);
    expect(screen.getByRole("img", { name: "QR code" }).getAttribute("aria-busy")).toBe("true");
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
