// Browser and server (pure). A provider's games as one compact string for the slot list island's props. Astro
// writes island props as JSON inside an HTML attribute, so every quote of a JSON list of games cost `\&quot;`
// (7 bytes): 390 games were 235 KB of the page's 365 KB. Here a game is one line of tab-separated fields, with
// what repeats said once: the images' common prefix, and the provider's id and name only when they change.
import type { GameView } from "./game-view.ts";

const F = { hot: 1, isNew: 2, demo: 4, favorite: 8, customized: 16 } as const;

/** Tabs and line breaks separate fields and games: none may remain inside a value. */
const clean = (s: string): string => s.replace(/[\t\r\n]/g, " ");

function commonPrefix(list: readonly string[]): string {
  if (list.length === 0) return "";
  let p = list[0]!;
  for (const s of list) while (!s.startsWith(p)) p = p.slice(0, -1);
  return p;
}

export function packGames(games: readonly GameView[]): string {
  const prefix = clean(commonPrefix(games.map((g) => g.image)));
  let gpId = "";
  let gpName = "";
  const lines = [prefix];
  for (const g of games) {
    const flags =
      (g.hot ? F.hot : 0) |
      (g.isNew ? F.isNew : 0) |
      (g.demo ? F.demo : 0) |
      (g.favorite ? F.favorite : 0) |
      (g.customized ? F.customized : 0);
    const names = g.names.map(clean);
    const name = clean(g.name);
    const at = names.indexOf(name);
    const fields = [
      String(g.id),
      clean(g.code),
      clean(g.image).slice(prefix.length),
      String(flags),
      String(g.gtId),
      String(g.house),
      g.gpId === gpId ? "" : clean(g.gpId),
      g.gpName === gpName ? "" : clean(g.gpName),
      String(g.labels.length),
      ...g.labels.map(clean),
      at >= 0 ? String(at) : "-",
      ...(at >= 0 ? [] : [name]),
      ...names,
    ];
    gpId = g.gpId;
    gpName = g.gpName;
    lines.push(fields.join("\t"));
  }
  return lines.join("\n");
}

export function unpackGames(packed: string): GameView[] {
  const [prefix = "", ...lines] = packed.split("\n");
  let gpId = "";
  let gpName = "";
  const out: GameView[] = [];
  for (const line of lines) {
    const f = line.split("\t");
    const flags = Number(f[3]);
    gpId = f[6] || gpId;
    gpName = f[7] || gpName;
    const nLabels = Number(f[8]);
    let i = 9 + nLabels;
    const labels = f.slice(9, i);
    const at = f[i++]!;
    const name = at === "-" ? f[i++]! : "";
    const names = f.slice(i);
    out.push({
      id: Number(f[0]),
      gpId,
      gpName,
      gtId: Number(f[4]),
      code: f[1] ?? "",
      house: Number(f[5]),
      customized: (flags & F.customized) !== 0,
      name: at === "-" ? name : (names[Number(at)] ?? ""),
      names,
      image: prefix + (f[2] ?? ""),
      hot: (flags & F.hot) !== 0,
      isNew: (flags & F.isNew) !== 0,
      labels,
      demo: (flags & F.demo) !== 0,
      favorite: (flags & F.favorite) !== 0,
    });
  }
  return out;
}
