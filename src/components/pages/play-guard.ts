// Browser only. /play (spec 000 §2): reaching the player while no game runs leaves to the home page.
import { STORAGE } from "../../lib/config/keys.ts";

function playing(): boolean {
  try {
    return sessionStorage.getItem(STORAGE.isPlay) === "true" || localStorage.getItem(STORAGE.isPlay) === "true";
  } catch {
    return false;
  }
}
if (!playing()) {
  const prefix = document.documentElement.dataset["prefix"] ?? "";
  window.location.replace(`${prefix}/`);
}
