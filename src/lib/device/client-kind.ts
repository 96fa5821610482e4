// Browser and server (pure, plus one browser reader). The client type of this page (spec 000 §9 client type
// maps): a native app shell (its bridge is present), an installed PWA (display-mode standalone, iOS's
// navigator.standalone, or the stored `pwa` flag of spec 001 §3 that `?pwa=1` writes for app shells), else the
// desktop or mobile layout. The first map gives a PWA 7, the second 2.
import { CLIENT_TYPE_IDS, SUPPORT_DEVICE_IDS } from "../config/constants.ts";
import { STORAGE } from "../config/keys.ts";
import { readItem } from "../storage/storage.ts";
import { detectAppPlatform } from "./app-platform.ts";

/**
 * Browser only: whether this page runs as the installed app (or an app shell that asked with ?pwa=1). The same
 * test as installed.ts, which the always-on script runs: kept apart so that script shares no chunk with this one.
 */
export function runsInstalled(): boolean {
  if (typeof window === "undefined") return false;
  const standalone =
    (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || readItem(STORAGE.pwa) === "1";
}

export type PageClientKind = "desktop" | "mobile" | "app" | "pwa";

export interface ClientFacts {
  appPlatform: "ios" | "android" | "web";
  /** Installed: display-mode standalone, navigator.standalone, or the stored pwa flag. */
  installed: boolean;
  layout: "desktop" | "mobile";
}

export function clientKindOf(f: ClientFacts): PageClientKind {
  if (f.appPlatform !== "web") return "app";
  if (f.installed) return "pwa";
  return f.layout;
}

/** The first map's id (login_type, play1's and /demo/play's device): a PWA is 7 (spec 000 §9). */
export const clientTypeId = (kind: PageClientKind): number => CLIENT_TYPE_IDS[kind];
/** The second map's id (support_device of the catalogue calls): a PWA counts as mobile, 2 (spec 000 §9). */
export const supportDeviceId = (kind: PageClientKind): number => SUPPORT_DEVICE_IDS[kind];

/** Browser only: this page's client kind; `layout` is the server's device class when the caller has it. */
export function currentClientKind(layout?: "desktop" | "mobile"): PageClientKind {
  const shown = layout ?? (document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop");
  return clientKindOf({ appPlatform: detectAppPlatform(window), installed: runsInstalled(), layout: shown });
}
