// Browser only. Keeps the page's ads and sponsor lists live (spec 001 §7) for the price of one
// listener: the code that reads and redraws a list (models-client.ts) loads only when the platform says that a
// list changed in this page's language (model_settings.url, model_sponsor.url; model-events.ts), so the home
// page ships nothing more before interaction. A page-level start (the lists are server-rendered markup, no
// store holds them), called from the page's script.
import { readBoot } from "../../lib/boot/boot.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { modelListToRefresh } from "./model-events.ts";

function pageLanguage(): string {
  try {
    return readBoot().lang;
  } catch {
    return document.documentElement.dataset["lang"] ?? "en_US";
  }
}

let watching = false;
/** Once per page, and only when the page shows a model list. */
export function watchModelLists(): void {
  if (watching || !document.querySelector("[data-models]")) return;
  watching = true;
  const refresh = (kind: "setting" | "sponsor") => void import("./models-client.ts").then((m) => m.refreshModels(kind));
  platformEvents.on("model_settings.url", (p) => {
    if (modelListToRefresh("template", "model_settings.url", p.language, pageLanguage())) refresh("setting");
  });
  platformEvents.on("model_sponsor.url", (p) => {
    if (modelListToRefresh("bob_mobile_template", "model_sponsor.url", p.language, pageLanguage())) refresh("sponsor");
  });
}
