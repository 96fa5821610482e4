// Browser. The marquee's announcements follow the session (spec 000 §3, §6): the server renders the visitors'
// list; when a member logs in (or a stored member's session is read) the list is read again with the member's
// token and filtered for members, and again on logout, without a reload. $announcements stays null while the
// server's list is current (no list is kept in a server module). The news modal opens through $newsOpen.
import { atom, onMount } from "nanostores";
import { readBoot } from "../../lib/boot/boot.ts";
import { $member, $sessionReady } from "../../lib/session/session.atoms.ts";
import { visibleAnnouncements, type Announcement } from "./announcements.ts";

export const $announcements = atom<Announcement[] | null>(null);
export const $newsOpen = atom<boolean>(false);

// While shown: follows the session. The server rendered the visitors' list.
onMount($announcements, () => {
  let shownFor: string = "visitor";
  let seq = 0;
  const check = () => {
    if (!$sessionReady.get()) return;
    const m = $member.get();
    const who = m ? `member:${m.memberId}` : "visitor";
    if (who === shownFor) return;
    shownFor = who;
    const mine = ++seq;
    void load(m !== null).then((list) => {
      if (mine === seq && list) $announcements.set(list);
    });
  };
  const offMember = $member.listen(check);
  const offReady = $sessionReady.listen(check);
  check();
  return () => {
    offMember();
    offReady();
  };
});

async function load(loggedIn: boolean): Promise<Announcement[] | null> {
  try {
    const { getAnnouncements } = await import("./api.ts");
    return visibleAnnouncements(await getAnnouncements(readBoot().config.siteId), loggedIn);
  } catch {
    return null; // the platform did not answer: the list shown stays
  }
}

export function openNews(): void {
  $newsOpen.set(true);
}

export function closeNews(): void {
  $newsOpen.set(false);
}
