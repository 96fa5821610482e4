// Browser. The login page's models (spec 001 §7 /web/model_login; issue 10) for the login modal: read when the
// modal first opens, in the page's language and layout, and again when model_login.url says they changed in this
// language (realtime.machine.ts modelListToRefresh). The list is null until it has answered; a failed answer
// keeps what is shown (the form never waits for it).
import { atom } from "nanostores";
import { siteCalls } from "../../contract/site.ts";
import { callApi } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { onSessionEvent } from "../../lib/session/events.ts";
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

let started = false;
/** Loads the login models once and keeps them live. */
export function startLoginModels(): void {
  if (started) return;
  started = true;
  void load();
  onSessionEvent((e) => {
    if (e.type === "session:modelLogin") void load();
  });
}
