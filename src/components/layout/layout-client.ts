// Browser only. The page's one always-on script; content pages' JS budget (DESIGN: ≤ 5 KB gzip before
// interaction) is mostly this file, so everything that is not needed on every page view loads when it is:
// - data-layout on <html> follows the width (desktop at 992 px and wider unless DESKTOP_LOCK, spec 001 §2),
//   debounced 1000 ms on resize; CSS media queries already switch the layout, islands read the attribute;
// - appPage on prerendered pages (the server sets it on the others);
// - a failed dynamic import reloads the page once per 10 s (chunk-reload.ts, spec 000 §8);
// - the Support links follow the platform's customer-service link (support-client.ts);
// - the language switcher's code loads on the first click on a language, which waits for it;
// - the desktop game-type menu's fitting (types-overflow.ts) loads once that menu is shown;
// - a focus request carried over by the page's own navigation (a logout goes home) is finished here, not by an
//   island (the header's "Log in" is server-rendered, a visitor's islands hydrate only on interaction): its
//   code loads only when the previous page left one;
// - an arrival from an ad click writes the ad-tracking cookies at once (spec 001 §2 fbclid, §3), whether or not
//   the visitor touches the page before leaving: that code loads only for such an address.
import { installChunkReload } from "../../lib/boot/chunk-reload.ts";
import { DESKTOP_MIN_WIDTH, RESIZE_DEBOUNCE_MS } from "../../lib/config/page-timing.ts";
import { carriesAdClick } from "../../lib/storage/ad-click.ts";
import { hasCarriedFocus } from "../ui/focus-carry.ts";
import { installSupportLink } from "./support-client.ts";

const root = document.documentElement;

function applyLayout() {
  const locked = root.classList.contains("desktop-lock");
  root.dataset["layout"] = locked || window.innerWidth >= DESKTOP_MIN_WIDTH ? "desktop" : "mobile";
}
applyLayout();
let timer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener("resize", () => {
  clearTimeout(timer);
  timer = setTimeout(applyLayout, RESIZE_DEBOUNCE_MS);
});

const appPage = new URLSearchParams(window.location.search).get("appPage");
if (!root.dataset["appPage"] && (appPage === "header" || appPage === "content" || appPage === "footer")) {
  root.dataset["appPage"] = appPage;
}

installChunkReload();
installSupportLink(() => import("../../lib/realtime/platform-events.ts"));

// A plain click on a language is held until the switcher's code is here; a click that opens a new tab or
// window keeps its own way and the choice is written as soon as the code arrives.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-lang]") : null;
  if (!link) return;
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plain) event.preventDefault();
  void import("./language-switch.ts").then((m) => (plain ? m.switchLanguage(link) : m.rememberLanguage(link)));
});
// Opening the language list fetches the switcher, so the choice that follows does not wait on the network.
for (const list of document.querySelectorAll<HTMLDetailsElement>("details.lang")) {
  list.addEventListener("toggle", () => void (list.open && import("./language-switch.ts")));
}

// Only the desktop bar has the game-type menu to fit; a ResizeObserver also reports an element being shown.
const typeMenus = document.querySelectorAll<HTMLElement>("[data-types]");
if (typeMenus.length > 0) {
  const fit = () => void import("./types-overflow.ts").then((m) => m.fitGameTypes());
  const shown = () => [...typeMenus].some((nav) => nav.getClientRects().length > 0);
  if (shown()) fit();
  else {
    const watch = new ResizeObserver(() => {
      if (!shown()) return;
      watch.disconnect();
      fit();
    });
    for (const nav of typeMenus) watch.observe(nav);
  }
}

if (hasCarriedFocus()) void import("../ui/focus.store.ts").then((m) => m.resumeCarriedFocus());
if (carriesAdClick(window.location.search))
  void import("../../lib/storage/ad-tracking.ts").then((m) => m.rememberAdClick());
