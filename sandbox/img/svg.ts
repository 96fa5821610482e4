// Generated SVG art: game tiles, provider icons, game-type icons, banners, logo, captcha. No external URLs.

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

function hueOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) % 360;
  return h;
}

/** A motif behind a game tile's initials: six kinds, so neighbouring tiles differ in shape as well as colour. */
function motif(variant: number, hue: number): string {
  const light = `hsl(${hue} 90% 85% / .2)`;
  const accent = `hsl(${(hue + 180) % 360} 85% 60% / .35)`;
  switch (variant % 6) {
    case 0:
      return `<circle cx="150" cy="120" r="70" fill="${light}"/><circle cx="150" cy="120" r="92" fill="none" stroke="${accent}" stroke-width="6"/>`;
    case 1:
      return Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const x = (150 + Math.cos(a) * 140).toFixed(1);
        const y = (120 + Math.sin(a) * 140).toFixed(1);
        return `<path d="M150 120 L${x} ${y}" stroke="${i % 2 ? light : accent}" stroke-width="14"/>`;
      }).join("");
    case 2:
      return `<path d="M150 40 L230 120 L150 200 L70 120 Z" fill="${light}" stroke="${accent}" stroke-width="5"/>`;
    case 3:
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M0 ${60 + i * 34} Q75 ${40 + i * 34} 150 ${60 + i * 34} T300 ${60 + i * 34}" fill="none" stroke="${i % 2 ? light : accent}" stroke-width="8"/>`,
      ).join("");
    case 4:
      return `<path d="M150 38 L172 98 L236 98 L184 136 L204 198 L150 160 L96 198 L116 136 L64 98 L128 98 Z" fill="${light}" stroke="${accent}" stroke-width="4"/>`;
    default:
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${60 + (i % 3) * 90}" cy="${40 + Math.floor(i / 3) * 70}" r="${18 + (i % 2) * 10}" fill="${i % 2 ? light : accent}"/>`,
      ).join("");
  }
}

/** A game tile, always 300×300: gradient in the game's hue, a motif by id, initials, name and provider. */
export function gameTile(name: string, provider: string, hue: number, variant = 0): string {
  const h2 = (hue + 40 + (variant % 4) * 30) % 360;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
  const size = name.length > 22 ? 17 : name.length > 16 ? 19 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="${variant % 2}" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>
<stop offset="1" stop-color="hsl(${h2} 75% 22%)"/></linearGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/>
${motif(variant, hue)}
<text x="150" y="142" font-family="Georgia,serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${esc(initials)}</text>
<rect x="0" y="204" width="300" height="96" fill="#00000059"/>
<text x="150" y="240" font-family="${SANS}" font-size="${size}" font-weight="600" text-anchor="middle" fill="#fff">${esc(name)}</text>
<text x="150" y="270" font-family="${SANS}" font-size="15" text-anchor="middle" fill="#ffffffd0">${esc(provider)}</text>
</svg>`;
}

/** A font size at which `text` fits `width` (about 0.6 em a character in a bold sans), at most `max`. */
function fitSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / (0.6 * Math.max([...text].length, 1)))));
}

export function providerIcon(gpId: string, name: string, dark: boolean): string {
  const hue = hueOf(gpId);
  const fg = dark ? "#fff" : `hsl(${hue} 60% 30%)`;
  const bg = dark ? `hsl(${hue} 45% 22%)` : `hsl(${hue} 70% 94%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60">
<rect width="160" height="60" rx="10" fill="${bg}"/>
<text x="80" y="37" font-family="${SANS}" font-size="${fitSize(name, 144, 18)}" font-weight="700" text-anchor="middle" fill="${fg}">${esc(name)}</text>
</svg>`;
}

const GT_GLYPH: Record<number, string> = { 2: "7", 3: "♠", 4: "⚽", 5: "🎱", 6: "♦", 7: "🏇", 8: "🐓", 9: "🎮" };

export function gameTypeIcon(gtId: number, active: boolean): string {
  const fill = active ? "#f5b400" : "#8a8fa3";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
<circle cx="24" cy="24" r="22" fill="none" stroke="${fill}" stroke-width="3"/>
<text x="24" y="32" font-family="${SANS}" font-size="22" text-anchor="middle" fill="${fill}">${GT_GLYPH[gtId] ?? "?"}</text>
</svg>`;
}

export function banner(title: string, hue: number, useType: number): string {
  const [w, h] = useType === 2 ? [750, 360] : useType === 1 ? [600, 200] : [1920, 500];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 65% 18%)"/>
<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 40%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/>
<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * 0.38}" fill="hsl(${hue} 90% 70% / .25)"/>
<text x="${w * 0.06}" y="${h * 0.55}" font-family="Georgia,serif" font-size="${Math.round(h * 0.14)}" font-weight="700" fill="#fff">${esc(title)}</text>
</svg>`;
}

/** An ad, sponsor or login-page model (issue 10): its title (two lines when long) on a gradient, a crest for a sponsor. */
export function modelTile(title: string, hue: number, w: number, h: number, crest: boolean): string {
  const x = crest ? h * 0.9 : w * 0.06;
  const words = title.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines =
    [...title].length > 20 && words.length > 1
      ? [words.slice(0, half).join(" "), words.slice(half).join(" ")]
      : [title];
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  const size = Math.round(Math.min(h * 0.15, (1.7 * (w - x - w * 0.05)) / longest));
  const top = h / 2 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35;
  const text = lines
    .map((l, i) => `<tspan x="${x}" y="${Math.round(top + i * size * 1.25)}">${esc(l)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 16%)"/>
<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 36%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="${Math.round(h * 0.08)}" fill="url(#m)"/>
${crest ? `<path d="M${h * 0.2} ${h * 0.22}h${h * 0.5}v${h * 0.3}q0 ${h * 0.22}-${h * 0.25} ${h * 0.32}q-${h * 0.25}-${h * 0.1}-${h * 0.25}-${h * 0.32}z" fill="hsl(${hue} 90% 65%)"/>` : `<circle cx="${w * 0.88}" cy="${h * 0.3}" r="${h * 0.45}" fill="hsl(${hue} 90% 70% / .22)"/>`}
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

export function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60">
<text x="10" y="42" font-family="Georgia,serif" font-size="38" font-weight="700" fill="#f5b400">Lobby</text></svg>`;
}

export function dataUrl(svg: string): string {
  return "data:image/svg+xml;base64," + Buffer.from(svg).toString("base64");
}
