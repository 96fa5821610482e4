// Browser. /user/Announcement's store: loads both lists once the page starts (this device's
// bulletins: desktop or mobile layout, spec 000 §9 display_device).
import { atom } from "nanostores";
import { errorMessage, machineSender } from "../../lib/load/index.ts";
import { DESKTOP_MIN_WIDTH, DISPLAY_DEVICE } from "../../lib/config/constants.ts";
import { initSession, siteId } from "../../lib/session/index.ts";
import {
  bulletinItems,
  initialState,
  memberAnnouncements,
  transition,
  type Event,
  type State,
  type Tab,
} from "./announcements.machine.ts";
import { getAnnouncements, getBulletinHistory } from "./api.ts";

export const $announcements = atom<State>(initialState);

const send = machineSender($announcements, transition);

const messageOf = errorMessage;

export function showAnnouncementTab(tab: Tab): void {
  send({ type: "tab", tab });
}

/** Which start the answers belong to: a retry's start makes an earlier start's late answers stale. */
let generation = 0;

export function startAnnouncements(): void {
  initSession();
  const mine = ++generation;
  const current = (event: Event) => {
    if (mine === generation) send(event);
  };
  send({ type: "loading" });
  const device = window.innerWidth >= DESKTOP_MIN_WIDTH ? DISPLAY_DEVICE.desktop : DISPLAY_DEVICE.mobile;
  getAnnouncements(siteId()).then(
    (list) => current({ type: "loaded", list: "announcements", items: memberAnnouncements(list) }),
    (error: unknown) => current({ type: "failed", list: "announcements", message: messageOf(error) }),
  );
  getBulletinHistory(siteId(), device).then(
    (list) => current({ type: "loaded", list: "bulletins", items: bulletinItems(list) }),
    (error: unknown) => current({ type: "failed", list: "bulletins", message: messageOf(error) }),
  );
}
