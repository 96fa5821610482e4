// Browser, loaded only when a new service worker waits. The "update available" toast (UpdateToast.astro): never
// shown on a player page (/play, /loading, /close) nor while a game starts, runs or quits (the launcher's $gameBusy, which it mirrors on
// <html data-game-busy>); it appears once the game is over.
// "Update now" lets the new worker take over and reloads; "Later" keeps this version for the page.
import { isPlayerPage } from "./sw-routes.ts";

let offered = false;
let answered = false;

export function offerUpdate(reg: ServiceWorkerRegistration): void {
  const box = document.querySelector<HTMLElement>("[data-pwa-update]");
  if (offered || !box || isPlayerPage(window.location.pathname)) return;
  offered = true;
  // Marks that the offer stands (whether shown now or after the game).
  box.dataset["offered"] = "";
  box.querySelector("[data-pwa-reload]")?.addEventListener("click", () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    // Asked again each second while it still waits (a worker the browser is restarting may miss one message).
    let tries = 0;
    const ask = () => {
      if (!reg.waiting || tries++ >= 5) return;
      reg.waiting.postMessage({ type: "skipWaiting" });
      setTimeout(ask, 1000);
    };
    ask();
    answered = box.hidden = true;
  });
  box.querySelector("[data-pwa-later]")?.addEventListener("click", () => {
    answered = box.hidden = true;
  });
  // Shown while no game is busy; hidden again if one starts before the member answered.
  const root = document.documentElement;
  const sync = () => {
    box.hidden = answered || root.hasAttribute("data-game-busy");
  };
  new MutationObserver(sync).observe(root, { attributes: true, attributeFilter: ["data-game-busy"] });
  sync();
}
