// Browser. The register background (/arks/web/model/register-background/detail) for the sign-up modal:
// read the first time the modal opens, the layout's image (desktop or mobile) checked like any platform image.
import { atom } from "nanostores";
import { siteCalls } from "../../contract/site.ts";
import { callApi } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { registerBackground } from "./models.ts";

export const $registerBackground = atom<{ src: string; layout: "desktop" | "mobile" } | null>(null);

let started = false;
export function loadRegisterBackground(): void {
  if (started) return;
  started = true;
  const layout = document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop";
  void callApi(siteCalls.registerBackground, { site_id: readBoot().config.siteId })
    .then((answer) => {
      const src = registerBackground(answer, layout);
      if (src) $registerBackground.set({ src, layout });
    })
    .catch(() => undefined); // no background: the form stands on the modal's own colour
}
