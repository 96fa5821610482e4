// Browser. The login page's models (spec 001 §7 /web/model_login) for the login modal: read when the
// modal first opens, in the page's language and layout, and again when model_login.url says they changed in this
// language (model-events.ts modelListToRefresh). The list is null until it has answered; a failed answer
// keeps what is shown (the form never waits for it).
import { atom, onMount } from "nanostores";
import { siteCalls } from "../../contract/site.ts";
import { callApi } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { modelListToRefresh } from "./model-events.ts";
import { modelRequest, resolveModels, type ModelView } from "./models.ts";

export const $loginModels = atom<ModelView[] | null>(null);

async function load(): Promise<void> {
  try {
    const boot = readBoot();
    const layout = document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop";
    const { list } = await callApi(siteCalls.modelLogin, modelRequest(boot.config.siteId, boot.lang, layout));
    $loginModels.set(resolveModels(list, boot.localePrefix));
  } catch {
    // The platform did not answer: the models shown stay, or none (the form takes the place).
    if ($loginModels.get() === null) $loginModels.set([]);
  }
}

let live = false;
// Shown for the first time: load once, and from then on keep them live for the rest of the page, closed modal
// or not, so opening the modal again shows the current list without a new wait.
onMount($loginModels, () => {
  if (live) return;
  live = true;
  void load();
  platformEvents.on("model_login.url", (p) => {
    if (modelListToRefresh("bob_mobile_template", "model_login.url", p.language, readBoot().lang)) void load();
  });
});
