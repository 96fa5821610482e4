// Browser (/app's InstallOffer.astro). The browser's own install prompt, offered only where it allows one: Chromium's
// beforeinstallprompt is kept and the offer shown; the button asks the browser, which asks the member. Inside the
// installed app, or where the browser never fires the event (Safari, Firefox), nothing shows: /app's text says how.
// The always-on script's test (lib/device/installed.ts, in the layout's chunk every page loads), not
// client-kind.ts's twin, which pulls the client-type tables in: about 3 KB gzip more on /app.
import { runsInstalled } from "../../lib/device/installed.ts";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const isPromptEvent = (e: Event): e is InstallPromptEvent =>
  typeof (e as Partial<InstallPromptEvent>).prompt === "function";

export function offerInstall(): void {
  const box = document.querySelector<HTMLElement>("[data-install]");
  const button = box?.querySelector<HTMLButtonElement>("[data-install-button]");
  const done = box?.querySelector<HTMLElement>("[data-install-done]");
  if (!box || !button || !done || runsInstalled()) return;
  let deferred: InstallPromptEvent | null = null;
  const installed = () => {
    deferred = null;
    button.hidden = true;
    done.hidden = false;
  };
  addEventListener("beforeinstallprompt", (event) => {
    if (!isPromptEvent(event)) return;
    event.preventDefault();
    deferred = event;
    box.hidden = false;
    button.hidden = false;
  });
  addEventListener("appinstalled", installed);
  button.addEventListener("click", () => {
    const prompt = deferred;
    if (!prompt) return;
    void prompt.prompt().then(async () => {
      if ((await prompt.userChoice).outcome === "accepted") installed();
    });
  });
}
