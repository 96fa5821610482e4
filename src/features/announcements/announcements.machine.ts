// Ships to server and browser (pure). /user/Info_center → Announcement: which tab shows and what each
// list's load state is; the member's announcements only (display_after_login), newest first.
import type { Message } from "../../lib/i18n/message.ts";

export type Tab = "announcements" | "bulletins";

export interface Item {
  id: number;
  /** Platform HTML: rendered only through SafeHtml. */
  html: string;
  /** Optional heading text (a bulletin's display_content). */
  title: string | null;
  at: string;
}

export type ListState = { kind: "loading" } | { kind: "loaded"; items: Item[] } | { kind: "failed"; message: Message };

export interface State {
  tab: Tab;
  announcements: ListState;
  bulletins: ListState;
}

export const initialState: State = {
  tab: "announcements",
  announcements: { kind: "loading" },
  bulletins: { kind: "loading" },
};

export type Event =
  | { type: "tab"; tab: Tab }
  | { type: "loading" }
  | { type: "loaded"; list: Tab; items: Item[] }
  | { type: "failed"; list: Tab; message: Message };

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "tab":
      return { ...state, tab: event.tab };
    case "loading":
      return { ...state, announcements: { kind: "loading" }, bulletins: { kind: "loading" } };
    case "loaded":
      return { ...state, [event.list]: { kind: "loaded", items: event.items } };
    case "failed":
      return { ...state, [event.list]: { kind: "failed", message: event.message } };
  }
}

/** Announcements a logged-in member sees, in the platform's sort, newest first among equals. */
export function memberAnnouncements(
  list: readonly { id: number; content: string; sort: number; display_after_login: number; created_at: string }[],
): Item[] {
  return list
    .filter((a) => a.display_after_login === 1)
    .slice()
    .sort((a, b) => b.sort - a.sort || b.created_at.localeCompare(a.created_at))
    .map((a) => ({ id: a.id, html: a.content, title: null, at: a.created_at }));
}

/** Bulletins newest first. */
export function bulletinItems(
  list: readonly { id: number; display_content: string; content: string; updated_at: string }[],
): Item[] {
  return list
    .slice()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map((b) => ({ id: b.id, html: b.content, title: b.display_content || null, at: b.updated_at }));
}
