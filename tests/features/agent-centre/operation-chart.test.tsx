// The OperationTable's trend chart (issue "agent centre": a chart from a kept library, loaded only on this page) loads
// uPlot once the chart is in view and the page has settled (the first interaction or the first idle moment after
// the load), never while the page paints and hydrates; a chart read without touching the mouse still draws.
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AgentOperationResponse } from "../../../src/contract/agent.ts";
import { flush, inViewAtOnceSuite } from "../../helpers/in-view.ts";

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/features/agent-centre/trend-chart.ts", () => ({
  drawTrend: () => {
    drawn.count++;
    return Promise.resolve(() => undefined);
  },
}));

const { default: OperationChart } = await import("../../../src/features/agent-centre/OperationChart.tsx");

const figures = { registrations: 0, first_deposits: 0, first_deposit_amount: 0, deposits: 100, withdrawals: 0 };
const report = {
  currency: "INR",
  time_zone: "America/Caracas",
  days: [{ ...figures, date: "2026-11-20", valid_bets: 0, payout: 0, win_loss: 0, bonuses: 0, net: 0 }],
} as unknown as AgentOperationResponse;

inViewAtOnceSuite(() => {
  drawn.count = 0;
});

describe("OperationChart loads its chart library once the page has settled", () => {
  it("in view at once: nothing drawn while the page settles (no interaction, no idle moment yet)", async () => {
    render(<OperationChart report={report} />);
    await flush();
    expect(drawn.count).toBe(0);
  });

  it.each(["scroll", "pointerdown", "keydown", "touchstart"])("drawn once after a %s", async (type) => {
    render(<OperationChart report={report} />);
    await flush();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event(type));
    await flush();
    expect(drawn.count).toBe(1);
  });

  it("drawn at the page's first idle moment, with no interaction: a chart read without touching the mouse", async () => {
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => setTimeout(cb, 0));
    render(<OperationChart report={report} />);
    await flush();
    expect(drawn.count).toBe(1);
  });

  it("unmounted before any interaction: never drawn", async () => {
    const view = render(<OperationChart report={report} />);
    view.unmount();
    window.dispatchEvent(new Event("scroll"));
    await flush();
    expect(drawn.count).toBe(0);
  });
});
