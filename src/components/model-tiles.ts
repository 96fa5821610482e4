// Ships to server and browser (pure). The one renderer of a model list's tiles (spec 001 §7 /web/model_setting,
// /web/model_sponsor): ModelTiles.astro paints them on the server and features/models/models-client.ts
// redraws them after a live change, both with this markup. Items arrive checked (features/models resolveModels:
// links and images pass the contract's URL rules); every value is escaped for its attribute here as well.
export interface ModelTile {
  title: string;
  image: string;
  href: string | null;
  external: boolean;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;" };
const attr = (value: string) => value.replace(/[&"'<>]/g, (c) => ENTITIES[c] ?? c);
/** A width or height attribute: a whole number, whatever the data attribute it was read from held. */
const size = (n: number | string) => Math.max(0, Math.trunc(Number(n)) || 0);

/** The list items of a model list: an image sized to the kind, linked when the item has a safe link. */
export function modelTilesHtml(items: readonly ModelTile[], width: number | string, height: number | string): string {
  const w = size(width);
  const h = size(height);
  return items
    .map((m) => {
      const img = `<img src="${attr(m.image)}" alt="${attr(m.title)}" width="${w}" height="${h}" loading="lazy" decoding="async">`;
      if (m.href === null) return `<li>${img}</li>`;
      const target = m.external ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<li><a href="${attr(m.href)}"${target}>${img}</a></li>`;
    })
    .join("");
}
