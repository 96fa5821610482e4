// Browser only. Keeps the page's ads and sponsor lists live (issue 10; spec 001 §7) for the price of one
// listener: the code that reads and redraws a list (models-client.ts) loads only when the platform says that a
// list changed in this page's language (the real-time connector emits session:modelSettings / modelSponsor
// after realtime.machine.ts modelListToRefresh), so the home page ships nothing more before interaction.
import { onSessionEvent } from "../../lib/session/events.ts";

let watching = false;
/** Once per page, and only when the page shows a model list. */
export function watchModelLists(): void {
  if (watching || !document.querySelector("[data-models]")) return;
  watching = true;
  onSessionEvent((e) => {
    const kind = e.type === "session:modelSettings" ? "setting" : e.type === "session:modelSponsor" ? "sponsor" : null;
    if (kind) void import("./models-client.ts").then((m) => m.refreshModels(kind));
  });
}
