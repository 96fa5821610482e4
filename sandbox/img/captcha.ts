// The captcha image (security): the answer is drawn as strokes, never as <text>, so reading the SVG's source gives
// nothing. Each digit is a stroke glyph whose every point is moved a little at random, then scaled, rotated, skewed
// and placed with jitter; decoy strokes of the same width and colours cross it, and the elements come in a random
// order (the document order is not the reading order). Two images of the same answer never share a path.
// Not a defence against a determined OCR (no captcha is): the attempt limits (attempt-limits.ts) are.
import { randomInt } from "node:crypto";

type Pt = readonly [number, number];

/** Stroke glyphs of the digits on a 10 × 16 grid (y down). */
const GLYPHS: Record<string, readonly (readonly Pt[])[]> = {
  "0": [
    [
      [5, 0],
      [8.5, 1.5],
      [10, 5],
      [10, 11],
      [8.5, 14.5],
      [5, 16],
      [1.5, 14.5],
      [0, 11],
      [0, 5],
      [1.5, 1.5],
      [5, 0],
    ],
  ],
  "1": [
    [
      [2, 3.5],
      [5.5, 0],
      [5.5, 16],
    ],
    [
      [2, 16],
      [9, 16],
    ],
  ],
  "2": [
    [
      [0.5, 4],
      [2, 1],
      [5, 0],
      [8.5, 1],
      [10, 4],
      [9, 7.5],
      [0, 16],
      [10, 16],
    ],
  ],
  "3": [
    [
      [0.5, 2],
      [3, 0],
      [7, 0],
      [9.5, 2.5],
      [9, 6],
      [5, 8],
      [9.5, 10],
      [10, 13.5],
      [7, 16],
      [3, 16],
      [0, 14],
    ],
  ],
  "4": [
    [
      [7.5, 16],
      [7.5, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  "5": [
    [
      [9.5, 0],
      [1.5, 0],
      [0.5, 7],
      [5, 6],
      [9, 7.5],
      [10, 11.5],
      [8, 15],
      [4, 16],
      [0, 14.5],
    ],
  ],
  "6": [
    [
      [8.5, 1],
      [5, 0],
      [1.5, 2],
      [0, 7],
      [0, 12],
      [2, 15.5],
      [5, 16],
      [8.5, 15],
      [10, 11.5],
      [8.5, 8],
      [5, 7],
      [1.5, 8],
      [0, 11],
    ],
  ],
  "7": [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  "8": [
    [
      [5, 8],
      [1.5, 6.5],
      [0.5, 3.5],
      [2, 1],
      [5, 0],
      [8, 1],
      [9.5, 3.5],
      [8.5, 6.5],
      [5, 8],
      [1, 10],
      [0, 13],
      [2, 15.5],
      [5, 16],
      [8, 15.5],
      [10, 13],
      [9, 10],
      [5, 8],
    ],
  ],
  "9": [
    [
      [10, 5],
      [8.5, 8],
      [5, 9],
      [1.5, 8],
      [0, 4.5],
      [1.5, 1],
      [5, 0],
      [8.5, 1],
      [10, 5],
      [10, 10],
      [8.5, 14.5],
      [5, 16],
      [1.5, 15],
    ],
  ],
};
/** Anything else (a SANDBOX_CAPTCHA with letters): a crossed box, still no text. */
const OTHER: readonly (readonly Pt[])[] = [
  [
    [0, 0],
    [10, 0],
    [10, 16],
    [0, 16],
    [0, 0],
  ],
  [
    [0, 0],
    [10, 16],
  ],
];

const W = 120;
const H = 44;
const COLOURS = ["#6b3a2a", "#2a4f6b", "#3f6b2a", "#5b2a6b", "#6b5a2a"];

/** A random number in [min, max) with 1/1000 steps. */
const rnd = (min: number, max: number) => min + (randomInt(0, 1000) / 1000) * (max - min);
const fmt = (n: number) => n.toFixed(1);
const pick = <T>(xs: readonly T[]): T => xs[randomInt(0, xs.length)]!;

function glyphPaths(ch: string, cx: number): string[] {
  const strokes = GLYPHS[ch] ?? OTHER;
  const scale = rnd(1.6, 2.0);
  const angle = (rnd(-22, 22) * Math.PI) / 180;
  const skew = rnd(-0.25, 0.25);
  const cy = H / 2 + rnd(-3, 3);
  const colour = pick(COLOURS);
  const width = fmt(rnd(2.2, 3.2));
  return strokes.map((stroke) => {
    const pts = stroke.map(([x, y]) => {
      // Centre the glyph, jitter each point, skew, scale, rotate, place.
      const gx = x - 5 + rnd(-0.6, 0.6) + skew * (y - 8);
      const gy = y - 8 + rnd(-0.6, 0.6);
      const sx = gx * scale;
      const sy = gy * scale * 0.95;
      return [cx + sx * Math.cos(angle) - sy * Math.sin(angle), cy + sx * Math.sin(angle) + sy * Math.cos(angle)];
    });
    const d = pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${fmt(x!)} ${fmt(y!)}`).join("");
    return `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

/** Decoy strokes: curves across the image and short arcs the size of a glyph's part, in the glyphs' colours. */
function noisePaths(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y0 = rnd(4, H - 4);
    const d = `M${fmt(rnd(-5, 10))} ${fmt(y0)}C${fmt(rnd(20, 50))} ${fmt(rnd(-10, H + 10))} ${fmt(rnd(60, 100))} ${fmt(rnd(-10, H + 10))} ${fmt(rnd(110, 125))} ${fmt(rnd(4, H - 4))}`;
    out.push(
      `<path d="${d}" stroke="${pick(COLOURS)}" stroke-width="${fmt(rnd(0.8, 2))}" fill="none" opacity="${fmt(rnd(0.5, 0.9))}"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = rnd(4, W - 4);
    const y = rnd(4, H - 4);
    const d = `M${fmt(x)} ${fmt(y)}Q${fmt(x + rnd(-10, 10))} ${fmt(y + rnd(-10, 10))} ${fmt(x + rnd(-12, 12))} ${fmt(y + rnd(-12, 12))}`;
    out.push(
      `<path d="${d}" stroke="${pick(COLOURS)}" stroke-width="${fmt(rnd(1.5, 2.8))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 30; i++)
    out.push(
      `<circle cx="${fmt(rnd(0, W))}" cy="${fmt(rnd(0, H))}" r="${fmt(rnd(0.4, 1.3))}" fill="${pick(COLOURS)}"/>`,
    );
  return out;
}

/** Fisher–Yates with crypto randomness. */
function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** The captcha SVG for `answer` (up to a few characters; digits are drawn, anything else is a crossed box). */
export function captchaImage(answer: string): string {
  const chars = [...answer];
  const step = (W - 16) / Math.max(1, chars.length);
  const parts = chars.flatMap((c, i) => glyphPaths(c, 8 + step * (i + 0.5) + rnd(-3, 3)));
  const body = shuffle([...parts, ...noisePaths()]).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f3f1ea"/>${body}</svg>`;
}
