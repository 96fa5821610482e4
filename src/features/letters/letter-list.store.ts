// Browser. Runs the member centre's letter list (letter-list.machine.ts): loads page 1 (50, id descending) and
// the next pages on "Show more" (spec 001 §9 fixes the page size, not the number of pages), opens a letter and marks it read (letter/read), deletes one or several after a confirmation (letter/destroy);
// while it is shown (its onMount), a login, letter.sent / letter.read / letter.delete and a "catch-up" (platform
// events) reload it live in every tab.
import { atom, onMount } from "nanostores";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import type { Letter } from "../../contract/letters.ts";
import { isApiError } from "../../lib/api/index.ts";
import { serverMessage } from "../../lib/i18n/message.ts";
import { fetchableMember, pageLanguage, siteId } from "../../lib/session/index.ts";
import { followSession, whenSessionReady } from "../../lib/session/session-life.ts";
import { destroyLetters, getLetters, markLetterRead } from "./api.ts";
import {
  INITIAL,
  mergeLetters,
  nextLetterPage,
  pagesToRead,
  transition,
  type Event,
  type State,
} from "./letter-list.machine.ts";
import { refreshLetters } from "./letters.store.ts";
import { onLettersChanged } from "./letter-events.ts";

export const $letterList = atom<State>(INITIAL);
const send = (e: Event) => $letterList.set(transition($letterList.get(), e));

let seq = 0;
/**
 * Reads again every page shown so far (page 1 at first), and the next one while "Show more" waits
 * (pagesToRead): a live refresh keeps the letters the member reached, and the latest load answers for all.
 */
export async function loadLetterList(): Promise<void> {
  if (!fetchableMember()) return;
  const mine = ++seq;
  const pages = pagesToRead($letterList.get());
  send({ type: "load" });
  try {
    const answers = await Promise.all(
      Array.from({ length: pages }, (_, i) => getLetters(siteId(), pageLanguage(), i + 1)),
    );
    const last = answers[answers.length - 1];
    if (mine !== seq || !last) return;
    const list = answers.reduce<Letter[]>((all, a) => mergeLetters(all, a.list), []);
    send({ type: "loaded", list, total: last.total, unread: last.unread, pages });
  } catch (e) {
    if (mine !== seq) return;
    const now = $letterList.get();
    // A failed "Show more" says so under the list (and may be asked again); a failed first load is an error.
    send({ type: now.kind === "ready" && now.more === "loading" ? "moreFailed" : "failed" });
    if (isApiError(e) && e.code) showToast("error", serverMessage(e.message));
  }
}

/** "Show more": the pages shown and the next of 50, read as one load (spec 001 §9 page size). */
export async function loadMoreLetters(): Promise<void> {
  if (nextLetterPage($letterList.get()) === null || !fetchableMember()) return;
  send({ type: "more" });
  await loadLetterList();
}

export async function openLetter(id: number): Promise<void> {
  const s = $letterList.get();
  const unread = s.kind === "ready" && s.list.some((l) => l.id === id && l.is_read === 0);
  send({ type: "open", id });
  if (!unread) return;
  try {
    await markLetterRead(id);
  } catch {
    // the list's next reload tells the truth
  }
  void refreshLetters();
}

export const closeLetter = () => send({ type: "closeLetter" });
export const toggleLetter = (id: number) => send({ type: "toggle", id });
export const toggleAllLetters = () => send({ type: "toggleAll" });

/** Deletes after a confirmation (spec 001 §7 letter/destroy). */
export async function deleteLetters(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const ok = await confirmDialog({
    titleKey: "letters.deleteTitle",
    messageKey: "letters.deleteConfirm",
    messageParams: { count: ids.length },
    confirmKey: "letters.delete",
  });
  if (!ok) return;
  try {
    await destroyLetters(siteId(), pageLanguage(), ids);
    send({ type: "removed", ids });
    showToast("success", { key: "letters.deleted" });
  } catch (e) {
    showToast("error", isApiError(e) && e.code ? serverMessage(e.message) : { key: "letters.deleteFailed" });
  }
  void loadLetterList();
  void refreshLetters();
}

onMount($letterList, () =>
  whenSessionReady(() => {
    const reload = () => void loadLetterList();
    return followSession(reload, null, onLettersChanged(reload));
  }),
);
