// Browser only, no framework, loaded by live.ts only when a list changed (home's JS budget: nothing before
// then). The server painted the ads and sponsor lists (`[data-models]`, src/components/ModelTiles.astro); when the
// platform says a list changed in this page's language (model_settings.url, model_sponsor.url;
// realtime.machine.ts modelListToRefresh, spec 001 §7), this reads it again and draws the same markup, every link
// and image checked by resolveModels. Plain fetch, no contract schema; a failed answer keeps what is shown.
import { readBoot } from "../../lib/boot/boot.ts";
import { MODEL_KINDS, resolveModels, type ModelKind, type ModelView } from "./models.ts";

function tile(m: ModelView, width: string, height: string): HTMLLIElement {
  const li = document.createElement("li");
  const img = document.createElement("img");
  img.src = m.image;
  img.alt = m.title;
  img.width = Number(width);
  img.height = Number(height);
  img.loading = "lazy";
  img.decoding = "async";
  if (m.href === null) {
    li.append(img);
    return li;
  }
  const a = document.createElement("a");
  a.href = m.href;
  if (m.external) {
    a.target = "_blank";
    a.rel = "noopener noreferrer";
  }
  a.append(img);
  li.append(a);
  return li;
}

/** Draws a list into its region: the same markup as ModelTiles.astro; an empty list hides the region. */
export function drawModels(region: HTMLElement, models: readonly ModelView[]): void {
  const ul = region.querySelector("ul");
  if (!ul) return;
  const { width = "0", height = "0" } = region.dataset;
  ul.replaceChildren(...models.map((m) => tile(m, width, height)));
  region.hidden = models.length === 0;
}

/** Reads one kind again and redraws every region of it on the page. */
export async function refreshModels(kind: ModelKind): Promise<void> {
  const regions = Array.from(document.querySelectorAll<HTMLElement>(`[data-models="${kind}"]`));
  const first = regions[0];
  if (!first) return;
  try {
    const boot = readBoot();
    const res = await fetch(MODEL_KINDS[kind].path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", lang: boot.lang },
      body: JSON.stringify({
        site_id: boot.config.siteId,
        language: boot.lang,
        model_version: first.dataset["version"] ?? "pc",
      }),
    });
    if (!res.ok) return;
    const body = (await res.json()) as { apiResponseData?: { list?: unknown } } | null;
    const list = body?.apiResponseData?.list;
    if (!Array.isArray(list)) return;
    const models = resolveModels(list, boot.localePrefix);
    for (const region of regions) drawModels(region, models);
  } catch {
    // The platform did not answer: the lists shown stay.
  }
}
