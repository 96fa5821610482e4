// Browser only. The page's one small always-on script (content pages' JS budget: keep it tiny):
// - data-layout on <html> follows the width (desktop at 992 px and wider unless DESKTOP_LOCK, spec 001 §2),
//   debounced 1000 ms on resize; CSS media queries already switch the layout, islands read the attribute;
// - appPage on prerendered pages (the server sets it on the others);
// - the language switcher;
// - the Support links follow the platform's customer-service link (support-client.ts);
// - a failed dynamic import reloads the page once per 10 s (chunk-reload.ts, spec 000 §8);
// - a focus request carried over by the page's own navigation (a logout goes home) is finished here, not by an
//   island: the header's "Log in" is server-rendered, and a visitor's islands hydrate only on interaction;
// - an arrival from an ad click writes the ad-tracking cookies at once (spec 001 §2 fbclid, §3), whether or not
//   the visitor touches the page before leaving.
import { installChunkReload } from "../../lib/boot/chunk-reload.ts";
import { resumeCarriedFocus } from "../ui/focus.store.ts";
import { DESKTOP_MIN_WIDTH, TIMING } from "../../lib/config/constants.ts";
import { installLanguageSwitch } from "./language-switch.ts";
import { installSupportLink } from "./support-client.ts";
import { rememberAdClick } from "../../lib/storage/ad-tracking.ts";

const root = document.documentElement;

function applyLayout() {
  const locked = root.classList.contains("desktop-lock");
  root.dataset["layout"] = locked || window.innerWidth >= DESKTOP_MIN_WIDTH ? "desktop" : "mobile";
}
applyLayout();
let timer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener("resize", () => {
  clearTimeout(timer);
  timer = setTimeout(applyLayout, TIMING.resizeDebounceMs);
});

const appPage = new URLSearchParams(window.location.search).get("appPage");
if (!root.dataset["appPage"] && (appPage === "header" || appPage === "content" || appPage === "footer")) {
  root.dataset["appPage"] = appPage;
}

installLanguageSwitch();
installSupportLink();
installChunkReload();
resumeCarriedFocus();
rememberAdClick();
