// Generated lobby art (issue: placeholder look): per-game artwork with the game's name, per-provider logos and
// banners, drawn as small SVG deterministically from the id and name (the same request always gives the same bytes,
// so the image routes can answer with an ETag). A symbol drawn from the game's name (a crown for "Royal Crown", a
// paw for "Wild Tiger", cards for "Teen Patti") on a lit background, the name in a bold sans, the provider on a
// badge. No external URLs, no emoji (a system without a colour emoji font draws boxes), no initials.

import { hashOf, seededRandom } from "../seeded.ts";

/**
 * The art's text font. Named Noto families for the Indian scripts: a run that starts with "₹" or digits keeps
 * the font chosen for them, and Chromium then drew the Tamil that followed as empty boxes ("₹500 பெறுங்கள்").
 */
export const ART_FONT =
  "system-ui,'Noto Sans','Noto Sans Devanagari','Noto Sans Tamil','Noto Sans Myanmar','Noto Sans Bengali',sans-serif";

export function escXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const r1 = (n: number) => Math.round(n * 10) / 10;

type SymbolName =
  | "crown"
  | "gem"
  | "coins"
  | "star"
  | "sun"
  | "moon"
  | "flame"
  | "bolt"
  | "lotus"
  | "temple"
  | "fish"
  | "mountain"
  | "rocket"
  | "lantern"
  | "paw"
  | "feather"
  | "cards"
  | "wheel"
  | "ball"
  | "balls"
  | "chest"
  | "fruit"
  | "lamp"
  | "sword"
  | "leaf"
  | "horseshoe"
  | "seven"
  | "trophy"
  | "controller";

/** Words of a game's name → its symbol; the first word found wins, checked from the end (the noun). */
const WORD_SYMBOL: Readonly<Record<string, SymbolName>> = {
  crown: "crown",
  king: "crown",
  queen: "crown",
  empire: "crown",
  palace: "temple",
  royal: "crown",
  gems: "gem",
  diamond: "gem",
  jade: "gem",
  emerald: "gem",
  coins: "coins",
  jackpot: "coins",
  rich: "coins",
  bonanza: "coins",
  star: "star",
  cosmic: "star",
  sun: "sun",
  solar: "sun",
  moon: "moon",
  lunar: "moon",
  fire: "flame",
  dragon: "flame",
  phoenix: "feather",
  hot: "flame",
  thunder: "bolt",
  storm: "bolt",
  rush: "bolt",
  lotus: "lotus",
  sacred: "lotus",
  temple: "temple",
  ancient: "temple",
  fish: "fish",
  ocean: "fish",
  river: "fish",
  cobra: "fish",
  mountain: "mountain",
  desert: "mountain",
  rocket: "rocket",
  crash: "rocket",
  lantern: "lantern",
  festival: "lantern",
  tiger: "paw",
  lion: "paw",
  wolf: "paw",
  elephant: "paw",
  monkey: "paw",
  buffalo: "paw",
  wild: "paw",
  peacock: "feather",
  parrot: "feather",
  eagle: "feather",
  treasure: "chest",
  quest: "chest",
  secret: "chest",
  rose: "fruit",
  mango: "fruit",
  sweet: "fruit",
  genie: "lamp",
  magic: "lamp",
  mystic: "lamp",
  warrior: "sword",
  brave: "sword",
  jungle: "leaf",
  horse: "horseshoe",
  racing: "horseshoe",
  lucky: "seven",
  spin: "seven",
  agent: "crown",
  bonus: "coins",
  welcome: "star",
  reload: "coins",
  baccarat: "cards",
  patti: "cards",
  rummy: "cards",
  poker: "cards",
  bahar: "cards",
  card: "cards",
  roulette: "wheel",
  cricket: "ball",
  football: "ball",
  sportsbook: "ball",
  play: "ball",
  keno: "balls",
  pick: "balls",
  lottery: "balls",
  bingo: "balls",
  ludo: "balls",
  arena: "trophy",
  league: "trophy",
  major: "trophy",
  esports: "controller",
  dota: "controller",
  virtual: "controller",
};

const ALL_SYMBOLS = [...new Set(Object.values(WORD_SYMBOL))];

/** The symbol a game's name calls for, else one picked by the id. */
export function symbolFor(name: string, seed: number): SymbolName {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const w of [...words].reverse()) {
    const s = WORD_SYMBOL[w];
    if (s) return s;
  }
  return ALL_SYMBOLS[seed % ALL_SYMBOLS.length] ?? "star";
}

/**
 * A symbol drawn in a 200×200 box around (100, 100): `fill` is the main paint, `dark` the outline and details.
 * Shapes only, so every system draws the same picture.
 */
function symbol(name: SymbolName, fill: string, dark: string, light: string): string {
  const s = `stroke="${dark}" stroke-width="5" stroke-linejoin="round"`;
  switch (name) {
    case "crown":
      return `<path d="M38 140 L26 62 L70 96 L100 44 L130 96 L174 62 L162 140 Z" fill="${fill}" ${s}/><rect x="36" y="140" width="128" height="22" rx="6" fill="${fill}" ${s}/><circle cx="100" cy="112" r="12" fill="#e0245e" ${s}/><circle cx="62" cy="120" r="8" fill="#2aa8e0" ${s}/><circle cx="138" cy="120" r="8" fill="#2ae07a" ${s}/>`;
    case "gem":
      return `<path d="M100 170 L30 86 L58 46 L142 46 L170 86 Z" fill="${fill}" ${s}/><path d="M30 86 H170 M58 46 L80 86 L100 170 L120 86 L142 46 M80 86 L100 46 L120 86" fill="none" stroke="${dark}" stroke-width="3"/><path d="M64 54 L76 80 L44 82 Z" fill="${light}" opacity=".7"/>`;
    case "coins":
      return [150, 128, 106, 84]
        .map(
          (y, i) =>
            `<ellipse cx="${i % 2 ? 108 : 92}" cy="${y}" rx="52" ry="18" fill="${fill}" ${s}/><ellipse cx="${i % 2 ? 108 : 92}" cy="${y - 4}" rx="34" ry="9" fill="none" stroke="${dark}" stroke-width="2"/>`,
        )
        .join("");
    case "star":
      return `<path d="M100 24 L122 76 L178 80 L135 116 L149 172 L100 142 L51 172 L65 116 L22 80 L78 76 Z" fill="${fill}" ${s}/><path d="M100 48 L112 80 L100 96 Z" fill="${light}" opacity=".7"/>`;
    case "sun":
      return `${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<path d="M${r1(100 + Math.cos(a) * 52)} ${r1(100 + Math.sin(a) * 52)} L${r1(100 + Math.cos(a + 0.13) * 86)} ${r1(100 + Math.sin(a + 0.13) * 86)} L${r1(100 + Math.cos(a + 0.26) * 52)} ${r1(100 + Math.sin(a + 0.26) * 52)}Z" fill="${fill}" ${s}/>`;
      }).join(
        "",
      )}<circle cx="100" cy="100" r="50" fill="${fill}" ${s}/><circle cx="86" cy="86" r="14" fill="${light}" opacity=".6"/>`;
    case "moon":
      return `<path d="M128 28 A74 74 0 1 0 172 128 A58 58 0 1 1 128 28 Z" fill="${fill}" ${s}/><circle cx="150" cy="52" r="6" fill="${light}"/><circle cx="168" cy="84" r="4" fill="${light}"/>`;
    case "flame":
      return `<path d="M100 18 C140 62 170 96 156 140 C146 172 118 184 100 184 C76 184 48 170 44 136 C40 100 68 86 74 54 C88 76 94 80 100 18 Z" fill="${fill}" ${s}/><path d="M100 96 C118 118 126 134 120 152 C114 168 86 168 80 152 C74 134 94 124 100 96 Z" fill="${light}"/>`;
    case "bolt":
      return `<path d="M118 16 L50 110 L94 110 L78 184 L154 84 L108 84 L132 16 Z" fill="${fill}" ${s}/><path d="M116 30 L70 100 L86 100 Z" fill="${light}" opacity=".6"/>`;
    case "lotus":
      return `${[-60, -30, 0, 30, 60]
        .map(
          (a) =>
            `<path d="M100 150 C70 120 78 70 100 40 C122 70 130 120 100 150 Z" transform="rotate(${a} 100 150)" fill="${a === 0 ? light : fill}" ${s}/>`,
        )
        .join("")}<ellipse cx="100" cy="156" rx="64" ry="12" fill="${fill}" ${s}/>`;
    case "temple":
      return `<path d="M40 92 C40 52 70 30 100 22 C130 30 160 52 160 92 Z" fill="${fill}" ${s}/><rect x="34" y="92" width="132" height="14" fill="${fill}" ${s}/>${[50, 80, 110, 140].map((x) => `<rect x="${x}" y="106" width="12" height="54" fill="${light}" ${s}/>`).join("")}<rect x="28" y="160" width="144" height="18" fill="${fill}" ${s}/>`;
    case "fish":
      return `<path d="M30 100 C60 50 130 50 150 100 C130 150 60 150 30 100 Z" fill="${fill}" ${s}/><path d="M146 100 L186 66 L180 100 L186 134 Z" fill="${fill}" ${s}/><circle cx="62" cy="92" r="9" fill="${dark}"/><path d="M84 74 C98 92 98 108 84 126 M104 70 C118 92 118 108 104 130" fill="none" stroke="${dark}" stroke-width="3"/><path d="M10 176 Q40 160 70 176 T130 176 T190 176" fill="none" stroke="${light}" stroke-width="6"/>`;
    case "mountain":
      return `<path d="M10 176 L76 54 L110 112 L134 80 L190 176 Z" fill="${fill}" ${s}/><path d="M76 54 L94 86 L80 80 L66 94 L60 84 Z" fill="${light}"/><circle cx="156" cy="44" r="18" fill="${light}"/>`;
    case "rocket":
      return `<path d="M100 16 C132 46 138 96 126 142 H74 C62 96 68 46 100 16 Z" fill="${fill}" ${s}/><circle cx="100" cy="76" r="16" fill="#3ab8f0" ${s}/><path d="M74 112 L46 156 L76 146 Z M126 112 L154 156 L124 146 Z" fill="#e0245e" ${s}/><path d="M86 144 L100 186 L114 144 Z" fill="#ff9a1f"/>`;
    case "lantern":
      return `<rect x="82" y="16" width="36" height="16" rx="4" fill="${dark}"/><path d="M100 32 C156 38 166 92 160 110 C154 150 132 164 100 166 C68 164 46 150 40 110 C34 92 44 38 100 32 Z" fill="${fill}" ${s}/><path d="M100 34 V164 M70 40 C56 80 56 124 70 160 M130 40 C144 80 144 124 130 160" fill="none" stroke="${dark}" stroke-width="3"/><rect x="82" y="166" width="36" height="12" rx="3" fill="${dark}"/><path d="M100 178 V196" stroke="${light}" stroke-width="5"/>`;
    case "paw":
      return `<path d="M100 100 C136 100 160 132 150 156 C142 176 120 166 100 166 C80 166 58 176 50 156 C40 132 64 100 100 100 Z" fill="${fill}" ${s}/>${[
        [44, 82, 16],
        [76, 50, 18],
        [124, 50, 18],
        [156, 82, 16],
      ]
        .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r ?? 16) * 1.3}" fill="${fill}" ${s}/>`)
        .join("")}`;
    case "feather":
      return `<path d="M150 20 C70 40 40 110 56 176 C120 160 170 100 150 20 Z" fill="${fill}" ${s}/><path d="M150 22 L60 172" stroke="${dark}" stroke-width="4"/><path d="M128 54 L96 56 M116 80 L80 84 M104 106 L70 112 M92 132 L62 140" stroke="${dark}" stroke-width="3"/><circle cx="118" cy="62" r="12" fill="#2a7fe0" stroke="${light}" stroke-width="4"/>`;
    case "cards":
      return `<g transform="rotate(-14 100 110)"><rect x="36" y="36" width="84" height="120" rx="10" fill="#fdfaf2" ${s}/><path d="M78 70 C62 92 58 104 78 112 C98 104 94 92 78 70 Z M72 112 L84 112 L86 128 L70 128 Z" fill="#222"/></g><g transform="rotate(12 100 110)"><rect x="80" y="40" width="84" height="120" rx="10" fill="#fdfaf2" ${s}/><path d="M122 124 C92 100 98 78 112 78 C118 78 122 84 122 88 C122 84 126 78 132 78 C146 78 152 100 122 124 Z" fill="#e0245e"/></g>`;
    case "wheel":
      return `<circle cx="100" cy="100" r="80" fill="${dark}"/><circle cx="100" cy="100" r="72" fill="${fill}"/>${Array.from(
        { length: 12 },
        (_, i) => {
          const a = (i * Math.PI) / 6;
          const b = a + Math.PI / 6;
          return `<path d="M100 100 L${r1(100 + Math.cos(a) * 66)} ${r1(100 + Math.sin(a) * 66)} A66 66 0 0 1 ${r1(100 + Math.cos(b) * 66)} ${r1(100 + Math.sin(b) * 66)} Z" fill="${i % 2 ? "#c01c3c" : "#1a1a1a"}"/>`;
        },
      ).join(
        "",
      )}<circle cx="100" cy="100" r="30" fill="${fill}" ${s}/><circle cx="100" cy="100" r="8" fill="${light}"/><circle cx="136" cy="58" r="8" fill="#fff"/>`;
    case "ball":
      return `<circle cx="100" cy="100" r="72" fill="#c8202c" ${s}/><path d="M60 40 C84 80 84 120 60 160 M140 40 C116 80 116 120 140 160" fill="none" stroke="#fdfaf2" stroke-width="5" stroke-dasharray="8 6"/><circle cx="76" cy="70" r="14" fill="#fff" opacity=".35"/>`;
    case "balls":
      return [
        [64, 120, "#e0245e", "7"],
        [136, 120, "#2a7fe0", "3"],
        [100, 66, fill, "9"],
      ]
        .map(
          ([x, y, c, n]) =>
            `<circle cx="${x}" cy="${y}" r="42" fill="${c}" ${s}/><circle cx="${x}" cy="${y}" r="22" fill="#fff"/><text x="${x}" y="${Number(y) + 10}" font-family="${ART_FONT}" font-size="28" font-weight="800" text-anchor="middle" fill="#222">${n}</text>`,
        )
        .join("");
    case "chest":
      return `<path d="M30 90 C30 50 170 50 170 90 Z" fill="#8a4b1c" ${s}/><rect x="30" y="90" width="140" height="76" rx="6" fill="#a85d22" ${s}/><rect x="30" y="84" width="140" height="14" fill="${fill}" ${s}/><rect x="88" y="92" width="24" height="30" rx="4" fill="${fill}" ${s}/><circle cx="70" cy="66" r="10" fill="${light}"/><circle cx="126" cy="62" r="12" fill="${light}"/>`;
    case "fruit":
      return `<circle cx="100" cy="112" r="64" fill="#f28a1c" ${s}/><path d="M100 50 C104 34 112 26 124 22" stroke="${dark}" stroke-width="6" fill="none"/><path d="M104 44 C124 20 160 28 164 40 C140 56 118 56 104 44 Z" fill="#3aa84a" ${s}/><ellipse cx="78" cy="92" rx="14" ry="20" fill="#fff" opacity=".35"/>`;
    case "lamp":
      return `<path d="M30 130 C30 100 70 96 100 104 C130 96 150 96 166 80 L176 88 C160 110 150 128 132 140 H62 C46 140 30 138 30 130 Z" fill="${fill}" ${s}/><path d="M84 104 C84 80 116 80 116 104" fill="${fill}" ${s}/><rect x="70" y="140" width="60" height="14" rx="4" fill="${fill}" ${s}/><path d="M176 86 C186 70 172 54 186 36" fill="none" stroke="${light}" stroke-width="6" stroke-linecap="round"/>`;
    case "sword":
      return `<path d="M100 14 L116 40 L112 130 H88 L84 40 Z" fill="#dfe6ee" ${s}/><path d="M100 24 V124" stroke="#9aa6b4" stroke-width="4"/><rect x="52" y="128" width="96" height="16" rx="6" fill="${fill}" ${s}/><rect x="90" y="144" width="20" height="34" fill="#6a3a14" ${s}/><circle cx="100" cy="184" r="10" fill="${fill}" ${s}/>`;
    case "leaf":
      return `<path d="M40 170 C30 90 90 30 170 26 C168 110 120 166 40 170 Z" fill="#3aa84a" ${s}/><path d="M44 166 C80 120 120 80 160 36" stroke="${dark}" stroke-width="4" fill="none"/><path d="M70 136 L64 100 M96 110 L92 74 M122 84 L122 56 M84 124 L120 124 M110 98 L142 96" stroke="${dark}" stroke-width="3"/>`;
    case "horseshoe":
      return `<path d="M48 40 L48 110 C48 150 74 176 100 176 C126 176 152 150 152 110 L152 40 L124 40 L124 110 C124 130 114 146 100 146 C86 146 76 130 76 110 L76 40 Z" fill="${fill}" ${s}/>${[
        [62, 60],
        [62, 100],
        [138, 60],
        [138, 100],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${dark}"/>`)
        .join("")}`;
    case "seven":
      return `<path d="M44 40 H160 V62 C128 96 108 136 102 176 H68 C74 134 96 96 122 68 H44 Z" fill="#e0245e" ${s}/><path d="M54 48 H150 V58 H54 Z" fill="${light}" opacity=".6"/>`;
    case "trophy":
      return `<path d="M56 30 H144 V76 C144 112 124 130 100 132 C76 130 56 112 56 76 Z" fill="${fill}" ${s}/><path d="M56 46 H30 C30 80 44 92 60 94 M144 46 H170 C170 80 156 92 140 94" fill="none" stroke="${dark}" stroke-width="6"/><rect x="90" y="132" width="20" height="24" fill="${fill}" ${s}/><rect x="62" y="156" width="76" height="20" rx="4" fill="${fill}" ${s}/><path d="M100 50 L107 66 L124 67 L111 78 L115 95 L100 86 L85 95 L89 78 L76 67 L93 66 Z" fill="${light}"/>`;
    case "controller":
      return `<path d="M40 80 C40 62 60 58 76 62 H124 C140 58 160 62 160 80 L172 138 C176 158 156 166 144 150 L130 132 H70 L56 150 C44 166 24 158 28 138 Z" fill="${fill}" ${s}/><path d="M66 84 V112 M52 98 H80" stroke="${dark}" stroke-width="8" stroke-linecap="round"/><circle cx="132" cy="88" r="7" fill="#e0245e"/><circle cx="146" cy="104" r="7" fill="#2a7fe0"/>`;
  }
}

/**
 * A symbol picked by a hue (an ad's: the same ad shows the same symbol in every language), placed at (x, y) with a
 * side of `size`.
 */
/** By hue band (45° each): the seeded ads' hues pick coins (welcome bonus), a ball (cricket), a crown (referral). */
const AD_SYMBOLS: readonly SymbolName[] = ["coins", "trophy", "ball", "gem", "crown", "star", "seven", "chest"];

export function symbolAt(n: number, x: number, y: number, size: number, hue: number): string {
  const name = AD_SYMBOLS[Math.floor((((n % 360) + 360) % 360) / 45)] ?? "star";
  return `<g transform="translate(${r1(x - size / 2)} ${r1(y - size / 2)}) scale(${r1((size / 200) * 100) / 100})">${symbol(name, "hsl(45 95% 58%)", `hsl(${hue} 60% 12%)`, "#fff7d6")}</g>`;
}

/** Splits a title into at most two lines of about `max` characters, at spaces. */
export function titleLines(title: string, max: number): string[] {
  const chars = [...title];
  if (chars.length <= max) return [title];
  const words = title.split(" ");
  let best: string[] = [title];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const score = Math.max([...a].length, [...b].length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

/** A font size at which the longest line fits `width` (about `em` a character in a bold sans), at most `max`. */
export function fitFont(lines: readonly string[], width: number, max: number, em = 0.62): number {
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  return Math.max(11, Math.min(max, Math.floor(width / (em * longest))));
}

/** Small four-pointed sparkles at places drawn from the seed, inside `w`×`h`. */
function sparkles(rand: () => number, w: number, h: number, n: number, color: string): string {
  return Array.from({ length: n }, () => {
    const x = r1(rand() * w);
    const y = r1(rand() * h);
    const k = r1(4 + rand() * 8);
    return `<path d="M${x} ${r1(y - k)} L${r1(x + k / 4)} ${r1(y - k / 4)} L${r1(x + k)} ${y} L${r1(x + k / 4)} ${r1(y + k / 4)} L${x} ${r1(y + k)} L${r1(x - k / 4)} ${r1(y + k / 4)} L${r1(x - k)} ${y} L${r1(x - k / 4)} ${r1(y - k / 4)}Z" fill="${color}" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  }).join("");
}

/** Rays from (cx, cy) across the picture: the lit look of a lobby tile. */
function rays(cx: number, cy: number, reach: number, n: number, turn: number, color: string): string {
  const d = Array.from({ length: n }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / n;
    const b = a + Math.PI / n;
    return `M${cx} ${cy}L${r1(cx + Math.cos(a) * reach)} ${r1(cy + Math.sin(a) * reach)}L${r1(cx + Math.cos(b) * reach)} ${r1(cy + Math.sin(b) * reach)}Z`;
  }).join("");
  return `<path d="${d}" fill="${color}"/>`;
}

export interface GameArtInput {
  id: number;
  name: string;
  provider: string;
  hue: number;
}

/** A game's artwork, 300×300: the lit background in the game's hue, its symbol, its name and its provider. */
export function gameArt(g: GameArtInput): string {
  const seed = hashOf(`${g.id}:${g.name}`);
  const rand = seededRandom(seed);
  const hue = g.hue % 360;
  const h2 = (hue + 30 + Math.floor(rand() * 60)) % 360;
  const lines = titleLines(g.name, 13);
  const size = fitFont(lines, 270, lines.length > 1 ? 30 : 34);
  const top = lines.length > 1 ? 236 : 254;
  const sym = symbolFor(g.name, seed);
  const gold = "hsl(45 95% 58%)";
  // The provider's badge sits top right: the site puts its own HOT / NEW mark top left.
  const badge = Math.min(200, 20 + [...g.provider].length * 7.4);
  const title = lines.map((l, i) => `<tspan x="150" y="${top + i * (size + 2)}">${escXml(l)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
<defs><radialGradient id="b" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset=".55" stop-color="hsl(${h2} 75% 30%)"/><stop offset="1" stop-color="hsl(${h2} 70% 12%)"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#00000000"/><stop offset="1" stop-color="#000000c0"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#b)"/>
${rays(150, 118, 260, 14, rand() * Math.PI, `hsl(${hue} 100% 85% / .12)`)}
<circle cx="150" cy="118" r="78" fill="hsl(${hue} 100% 80% / .25)"/>
${sparkles(rand, 300, 200, 7, "#fff")}
<g transform="translate(${r1(80 + (rand() - 0.5) * 8)} ${r1(44 + (rand() - 0.5) * 8)}) scale(.7)">${symbol(sym, gold, `hsl(${hue} 60% 14%)`, "#fff7d6")}</g>
<rect y="180" width="300" height="120" rx="24" fill="url(#f)"/>
<text font-family="${ART_FONT}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff" stroke="hsl(${hue} 70% 12%)" stroke-width="5" paint-order="stroke" letter-spacing=".5">${title}</text>
<rect x="${r1(290 - badge)}" y="10" width="${r1(badge)}" height="24" rx="12" fill="#000000a0"/>
<text x="280" y="27" font-family="${ART_FONT}" font-size="12.5" font-weight="700" text-anchor="end" fill="${gold}">${escXml(g.provider)}</text>
<rect x="2" y="2" width="296" height="296" rx="22" fill="none" stroke="hsl(${hue} 90% 75% / .5)" stroke-width="3"/>
</svg>`;
}

const LOGO_MARKS: readonly SymbolName[] = [
  "star",
  "crown",
  "gem",
  "bolt",
  "flame",
  "sun",
  "wheel",
  "cards",
  "lotus",
  "seven",
];
type LogoShape = (fill: string, stroke: string) => string;
const LOGO_SHAPES: readonly [LogoShape, ...LogoShape[]] = [
  (c: string, s: string) => `<circle cx="30" cy="30" r="24" fill="${c}" stroke="${s}" stroke-width="2.5"/>`,
  (c: string, s: string) =>
    `<path d="M30 5 L52 17.5 V42.5 L30 55 L8 42.5 V17.5 Z" fill="${c}" stroke="${s}" stroke-width="2.5"/>`,
  (c: string, s: string) =>
    `<path d="M8 8 H52 V32 C52 46 40 52 30 56 C20 52 8 46 8 32 Z" fill="${c}" stroke="${s}" stroke-width="2.5"/>`,
  (c: string, s: string) =>
    `<rect x="7" y="7" width="46" height="46" rx="12" fill="${c}" stroke="${s}" stroke-width="2.5"/>`,
];

/**
 * A provider's logo, 160×60: a mark (a shape and a symbol, both from the provider's id) and the name as a
 * wordmark, its first word heavy and the rest light. `dark`: for a dark background (the site's rest state).
 */
export function providerLogo(gpId: string, name: string, dark: boolean): string {
  const h = hashOf(gpId);
  const hue = h % 360;
  const accent = `hsl(${hue} 85% ${dark ? 62 : 42}%)`;
  const ink = dark ? "#f4f1ea" : `hsl(${hue} 45% 16%)`;
  const mark = LOGO_MARKS[(h >>> 9) % LOGO_MARKS.length] ?? "star";
  const shape: LogoShape = LOGO_SHAPES[(h >>> 5) % LOGO_SHAPES.length] ?? LOGO_SHAPES[0];
  const [first = name, ...rest] = name.split(" ");
  const second = rest.join(" ");
  const lines = second ? [first.toUpperCase(), second.toUpperCase()] : [first.toUpperCase()];
  // Capitals in a heavy weight with letter spacing: about 0.78 em a character.
  const size = fitFont(lines, 90, second ? 17 : 22, 0.78);
  const wordmark = second
    ? `<text x="64" y="28" font-family="${ART_FONT}" font-size="${size}" font-weight="900" fill="${ink}" letter-spacing="1">${escXml(lines[0] ?? "")}</text><text x="64" y="${30 + size}" font-family="${ART_FONT}" font-size="${Math.round(size * 0.8)}" font-weight="500" fill="${accent}" letter-spacing="2">${escXml(lines[1] ?? "")}</text>`
    : `<text x="64" y="${30 + size / 2.8}" font-family="${ART_FONT}" font-size="${size}" font-weight="900" fill="${ink}" letter-spacing="1">${escXml(lines[0] ?? "")}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60">
${shape(accent, dark ? "#ffffff40" : "#00000030")}<g transform="translate(13 13) scale(.17)">${symbol(mark, dark ? "#1b1f2e" : "#fff", dark ? "#1b1f2e" : "#fff", accent)}</g>
${wordmark}
</svg>`;
}

/** A banner (use_type 0 desktop 1920×500, 1 small 600×200, 2 phone 750×360): a lit scene, its title, a button. */
export function bannerArt(title: string, hue: number, useType: number, seedText = title): string {
  const [w, h] = useType === 2 ? [750, 360] : useType === 1 ? [600, 200] : [1920, 500];
  const seed = hashOf(seedText);
  const rand = seededRandom(seed);
  const lines = titleLines(title, useType === 0 ? 22 : 16);
  const textW = w * (useType === 0 ? 0.5 : 0.58);
  const size = fitFont(lines, textW, Math.round(h * (lines.length > 1 ? 0.15 : 0.18)));
  const x = Math.round(w * 0.06);
  // The title block sits above the middle: the carousel's own controls take the bottom of the picture.
  const top = Math.round(h * (useType === 0 ? 0.5 : 0.4) - ((lines.length - 1) * size * 1.15) / 2);
  // The symbol follows the banner's own (English) words, so every language shows the same picture.
  const sym = symbolFor(seedText, seed);
  const other = symbolFor(`${["coins", "star", "gem", "cards"][seed % 4]}`, seed);
  const k = (h / 200) * 0.9;
  const gold = "hsl(45 95% 58%)";
  const text = lines
    .map((l, i) => `<tspan x="${x}" y="${Math.round(top + i * size * 1.15)}">${escXml(l)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="hsl(${hue} 70% 12%)"/><stop offset=".6" stop-color="hsl(${(hue + 30) % 360} 70% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 80% 42%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/>
${rays(Math.round(w * 0.78), Math.round(h * 0.5), w, 18, rand() * Math.PI, `hsl(${hue} 100% 85% / .08)`)}
<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 0.5)}" r="${Math.round(h * 0.42)}" fill="hsl(${hue} 100% 75% / .22)"/>
${sparkles(rand, w, h, useType === 0 ? 18 : 9, "#fff")}
<g transform="translate(${r1(w * 0.78 - 100 * k)} ${r1(h * 0.5 - 100 * k)}) scale(${r1(k * 10) / 10})">${symbol(sym, gold, `hsl(${hue} 60% 12%)`, "#fff7d6")}</g>
<g transform="translate(${r1(w * 0.9 - 50 * k)} ${r1(h * 0.72 - 50 * k)}) scale(${r1(k * 5) / 10}) rotate(14 100 100)">${symbol(other, gold, `hsl(${hue} 60% 12%)`, "#fff7d6")}</g>
<text font-family="${ART_FONT}" font-size="${size}" font-weight="800" fill="#fff" stroke="hsl(${hue} 70% 10%)" stroke-width="${Math.max(3, Math.round(size / 10))}" paint-order="stroke">${text}</text>
<rect x="${x}" y="${Math.round(top + (lines.length - 1) * size * 1.15 + size * 0.55)}" width="${Math.round(size * 2.6)}" height="${Math.round(size * 0.9)}" rx="${Math.round(size * 0.45)}" fill="${gold}"/>
<path d="M${x + Math.round(size * 1.1)} ${Math.round(top + (lines.length - 1) * size * 1.15 + size * 0.78)} l${Math.round(size * 0.45)} ${Math.round(size * 0.22)} l-${Math.round(size * 0.45)} ${Math.round(size * 0.22)}z" fill="hsl(${hue} 60% 12%)"/>
</svg>`;
}
