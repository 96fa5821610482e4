// Browser only, no framework, loaded by live.ts only when a list changed (home's JS budget: nothing before
// then; by then the real-time connection has brought the API client and the contract). The server painted the
// ads and sponsor lists (`[data-models]`, src/components/ModelTiles.astro); when the platform says a list changed
// in this page's language (model_settings.url, model_sponsor.url; realtime.machine.ts modelListToRefresh, spec 001
// §7), this reads it again through the API client and the contract's schema, checks every link and image with
// resolveModels and redraws it with the same renderer as the server (components/model-tiles.ts). A failed
// answer keeps what is shown.
import { siteCalls } from "../../contract/site.ts";
import { modelTilesHtml } from "../../components/model-tiles.ts";
import { callApi } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { resolveModels, type ModelView } from "./models.ts";

const CALLS = { setting: siteCalls.modelSetting, sponsor: siteCalls.modelSponsor } as const;

/** Draws a list into its region with the server's markup; an empty list hides the region. */
export function drawModels(region: HTMLElement, models: readonly ModelView[]): void {
  const ul = region.querySelector("ul");
  if (!ul) return;
  const { width = "0", height = "0" } = region.dataset;
  ul.innerHTML = modelTilesHtml(models, width, height);
  region.hidden = models.length === 0;
}

/** Reads one kind again and redraws every region of it on the page. */
export async function refreshModels(kind: keyof typeof CALLS): Promise<void> {
  const regions = Array.from(document.querySelectorAll<HTMLElement>(`[data-models="${kind}"]`));
  const first = regions[0];
  if (!first) return;
  try {
    const boot = readBoot();
    const { list } = await callApi(CALLS[kind], {
      site_id: boot.config.siteId,
      language: boot.lang,
      model_version: first.dataset["version"] ?? "pc",
    });
    const models = resolveModels(list, boot.localePrefix);
    for (const region of regions) drawModels(region, models);
  } catch {
    // The platform did not answer (or broke the contract): the lists shown stay.
  }
}
