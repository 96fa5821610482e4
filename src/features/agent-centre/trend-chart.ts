// Browser. The OperationTable's trend chart: uPlot and its stylesheet are imported only when the chart is drawn,
// so they are a chunk of their own that no other page (nor DownlineInfo's JS before interaction) loads.
// Values are integers of the minor unit; the axis and the legend show them with the page's money formatter.
import type uPlot from "uplot";

export interface TrendInput {
  /** The days (YYYY-MM-DD, America/Caracas), one per point. */
  days: readonly string[];
  series: readonly { label: string; values: readonly number[]; color: string }[];
  /** The x axis's name in the legend ("Date"). */
  dayLabel: string;
  /** An amount in minor units for people (formatMinorMoney of the report's currency). */
  money: (minor: number) => string;
  height?: number;
}

let library: Promise<typeof uPlot> | null = null;

function loadUplot(): Promise<typeof uPlot> {
  library ??= Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([m]) => m.default);
  return library;
}

/** Draws the chart into `el` (its width follows the element); the returned function removes it. */
export async function drawTrend(el: HTMLElement, input: TrendInput): Promise<() => void> {
  const UPlot = await loadUplot();
  const width = () => Math.max(240, el.clientWidth);
  // A canvas knows no currentColor: the page's own text and line colours, read once.
  const style = getComputedStyle(el);
  const ink = style.color || "#eef2f7";
  const grid = { stroke: style.getPropertyValue("--line").trim() || "#2a3850", width: 1 };
  const x = input.days.map((_, i) => i);
  const chart = new UPlot(
    {
      width: width(),
      height: input.height ?? 240,
      scales: { x: { time: false } },
      legend: { live: true },
      axes: [
        {
          stroke: ink,
          grid,
          ticks: grid,
          values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) ? (input.days[i]?.slice(5) ?? "") : "")),
        },
        {
          stroke: ink,
          grid,
          ticks: grid,
          size: 96,
          values: (_u, ticks) => ticks.map((v) => input.money(Math.round(v))),
        },
      ],
      series: [
        { label: input.dayLabel, value: (_u, i: number | null) => (i === null ? "" : (input.days[i] ?? "")) },
        ...input.series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          value: (_u: uPlot, v: number | null) => (v === null ? "–" : input.money(Math.round(v))),
        })),
      ],
    },
    [x, ...input.series.map((s) => [...s.values])],
    el,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: input.height ?? 240 }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
