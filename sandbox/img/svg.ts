// Generated SVG art: game-type icons, models, link icons, logo, captcha (game, provider and banner art: art.ts).
// No external URLs.
import { symbolAt } from "./art.ts";

/**
 * The art's text font. Named Noto families for the Indian scripts: a run that starts with "₹" or digits keeps
 * the font chosen for them, and Chromium then drew the Tamil that followed as empty boxes ("₹500 பெறுங்கள்").
 */
const SANS = "system-ui,'Noto Sans','Noto Sans Devanagari','Noto Sans Tamil','Noto Sans Myanmar',sans-serif";

export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const GT_GLYPH: Record<number, string> = { 2: "7", 3: "♠", 4: "⚽", 5: "🎱", 6: "♦", 7: "🏇", 8: "🐓", 9: "🎮" };

export function gameTypeIcon(gtId: number, active: boolean): string {
  const fill = active ? "#f5b400" : "#8a8fa3";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
<circle cx="24" cy="24" r="22" fill="none" stroke="${fill}" stroke-width="3"/>
<text x="24" y="32" font-family="${SANS}" font-size="22" text-anchor="middle" fill="${fill}">${GT_GLYPH[gtId] ?? "?"}</text>
</svg>`;
}

/** An ad, sponsor or login-page model: its title (two lines when long) on a gradient, a crest for a sponsor. */
export function modelTile(title: string, hue: number, w: number, h: number, crest: boolean): string {
  const x = crest ? h * 0.9 : w * 0.06;
  // An ad keeps its right part for its symbol (art.ts); a sponsor's crest is on the left.
  const right = crest || title === "" ? w * 0.05 : w * 0.34;
  const words = title.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines =
    [...title].length > 20 && words.length > 1
      ? [words.slice(0, half).join(" "), words.slice(half).join(" ")]
      : [title];
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  // About 0.6 em a character in a bold Latin sans; Indian scripts draw wider for their count of code points.
  const perChar = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u.test(title) ? 1.7 : 1.35;
  const size = Math.round(Math.min(h * 0.15, (perChar * (w - x - right)) / longest));
  const top = h / 2 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35;
  const text = lines
    .map((l, i) => `<tspan x="${x}" y="${Math.round(top + i * size * 1.25)}">${esc(l)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 16%)"/>
<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 36%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="${Math.round(h * 0.08)}" fill="url(#m)"/>
${crest ? `<path d="M${h * 0.2} ${h * 0.22}h${h * 0.5}v${h * 0.3}q0 ${h * 0.22}-${h * 0.25} ${h * 0.32}q-${h * 0.25}-${h * 0.1}-${h * 0.25}-${h * 0.32}z" fill="hsl(${hue} 90% 65%)"/>` : `<circle cx="${w * 0.84}" cy="${h * 0.5}" r="${h * 0.42}" fill="hsl(${hue} 90% 70% / .22)"/>${title ? symbolAt(hue, w * 0.84, h * 0.5, h * 0.62, hue) : ""}`}
<text font-family="${SANS}" font-size="${size}" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}

/** Glyphs for the platform's link icons (footer, floating buttons): stroked 24-unit paths. */
const LINK_GLYPHS: Readonly<Record<string, string>> = {
  customer_service:
    "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2",
  app: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2",
};
const LINK_FALLBACK = "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5";

/** The icon of a platform link (sandbox/routes/site.ts), by its title: a headset, a phone, else an info mark. */
export function linkIcon(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#f5b400" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${LINK_GLYPHS[name] ?? LINK_FALLBACK}"/></svg>`;
}

/** The operator's logo: a gold crown mark and the name in a heavy sans, 200×60 (the site sizes it by its height). */
export function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60">
<defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd764"/><stop offset="1" stop-color="#e0a100"/></linearGradient></defs>
<circle cx="28" cy="30" r="22" fill="url(#l)"/><path d="M16 38 L13 22 L22 29 L28 17 L34 29 L43 22 L40 38 Z" fill="#1b1f2e"/>
<text x="58" y="42" font-family="${SANS}" font-size="34" font-weight="900" letter-spacing="-.5" fill="url(#l)">Lobby</text></svg>`;
}

export function dataUrl(svg: string): string {
  return "data:image/svg+xml;base64," + Buffer.from(svg).toString("base64");
}
