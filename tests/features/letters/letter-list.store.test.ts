// spec 001 §9: "Show more" is never lost to a live refresh (letter.sent) that starts while it waits, nor the
// refresh to it: whichever answer comes last shows every page asked for.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Letter } from "../../../src/contract/letters.ts";

const letter = (id: number): Letter => ({ id, is_read: 0, title: `L${id}`, content: "", created_at: "" });
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => letter(from - i));
/** 64 letters, 50 a page, newest first. */
const PAGES: Record<number, Letter[]> = { 1: range(64, 15), 2: range(14, 1) };

type Pending = { page: number; resolve: () => void };
const pending: Pending[] = [];
vi.mock("../../../src/features/letters/api.ts", () => ({
  getLetters: (_site: number, _lang: string, page = 1) =>
    new Promise((resolve) =>
      pending.push({ page, resolve: () => resolve({ list: PAGES[page] ?? [], total: 64, unread: 64 }) }),
    ),
  destroyLetters: vi.fn(),
  markLetterRead: vi.fn(),
}));
vi.mock("../../../src/lib/session/index.ts", () => ({
  fetchableMember: () => true,
  sessionEvents: { on: () => () => undefined },
  pageLanguage: () => "en_US",
  siteId: () => 1,
}));
vi.mock("../../../src/features/letters/letters.store.ts", () => ({ refreshLetters: vi.fn() }));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({ showToast: vi.fn() }));
vi.mock("../../../src/components/ui/dialog.store.ts", () => ({ confirmDialog: vi.fn() }));

const { INITIAL } = await import("../../../src/features/letters/letter-list.machine.ts");
const { $letterList, loadLetterList, loadMoreLetters } =
  await import("../../../src/features/letters/letter-list.store.ts");
const shown = () => {
  const s = $letterList.get();
  return s.kind === "ready" ? s.list.length : 0;
};
/** Answers the waiting calls, oldest first or in the given order of pages. */
async function answer(order?: "newest first") {
  const calls = pending.splice(0);
  for (const c of order ? calls.reverse() : calls) c.resolve();
  await new Promise((r) => setTimeout(r, 0));
}

describe("Show more and a live refresh", () => {
  beforeEach(async () => {
    pending.length = 0;
    $letterList.set(INITIAL);
    const first = loadLetterList();
    await answer();
    await first;
    expect(shown()).toBe(50);
  });

  it("a refresh that starts while Show more waits still brings page 2 (all 64 shown)", async () => {
    const more = loadMoreLetters();
    const refresh = loadLetterList(); // letter.sent arrives
    await answer();
    await Promise.all([more, refresh]);
    expect(shown()).toBe(64);
    expect($letterList.get()).toMatchObject({ pages: 2, more: "idle" });
  });

  it("answers in the other order end the same", async () => {
    const more = loadMoreLetters();
    const refresh = loadLetterList();
    await answer("newest first");
    await Promise.all([more, refresh]);
    expect(shown()).toBe(64);
  });
});

// While the list is shown (its onMount) and the session ready, a login, letter.sent / letter.read /
// letter.delete and a catch-up reload it; not shown, nothing does.
describe("the list follows the platform's letter events while shown", () => {
  it("reloads on each letter event and stops when no longer shown", async () => {
    const { cleanStores } = await import("nanostores");
    const { platformEvents } = await import("../../../src/lib/realtime/platform-events.ts");
    const { $sessionReady } = await import("../../../src/lib/session/session.atoms.ts");
    pending.length = 0;
    $letterList.set(INITIAL);
    $sessionReady.set(true);
    $letterList.listen(() => undefined);
    await vi.waitFor(() => expect(pending).toHaveLength(1)); // read when shown
    await answer();
    platformEvents.emit("letter.sent", { id: 70 });
    platformEvents.emit("letter.read", { id: 70 });
    platformEvents.emit("letter.delete", { id: [70] });
    platformEvents.emit("catch-up");
    expect(pending).toHaveLength(4);
    await answer();
    cleanStores($letterList);
    platformEvents.emit("letter.sent", { id: 71 });
    expect(pending).toHaveLength(0);
    $sessionReady.set(false);
  });
});
