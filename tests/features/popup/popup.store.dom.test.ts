// The promotion pop-up's store (spec 000 §3, §4, §7): a visitor's list painted with the page needs no call, a
// member's list comes from bulletin/member; a stored close time hides it until an item changes; closing stores
// the time, and for a member with display_frequency 0 hides it on the platform and asks again; it steps aside
// for a login modal, a dialog, a warning notice or a game start and comes back after; a newer load wins.
import { atom } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; args: unknown[] };
const popupCalls: Deferred[] = [];
const historyCalls: Deferred[] = [];
const hideMemberPopup = vi.fn((..._args: unknown[]) => Promise.resolve());
let member: { memberId: number } | null = null;

vi.mock("../../../src/features/popup/api.ts", () => ({
  getPopup: vi.fn((...args: unknown[]) => new Promise((resolve, reject) => popupCalls.push({ resolve, reject, args }))),
  getPopupHistory: vi.fn(
    (...args: unknown[]) => new Promise((resolve, reject) => historyCalls.push({ resolve, reject, args })),
  ),
  hideMemberPopup: (...args: unknown[]) => hideMemberPopup(...args),
}));
vi.mock("../../../src/lib/boot/boot.ts", () => ({ readBoot: () => ({ config: { siteId: 6 } }) }));
vi.mock("../../../src/lib/session/index.ts", () => ({ initSession: vi.fn(), fetchableMember: () => member }));
vi.mock("../../../src/lib/session/session-start.ts", () => ({ accountNeededNow: () => false }));
vi.mock("../../../src/lib/session/session.atoms.ts", () => ({ $isLoggedIn: atom(false) }));
vi.mock("../../../src/features/launcher/index.ts", async () => ({
  $gameActivity: atom({ starting: false, open: false }),
  isGameRunning: (await import("../../../src/features/launcher/target.ts")).isGameRunning,
}));
const sanitised = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/lib/html/sanitize.ts", () => ({
  sanitizeHtml: (html: string) => {
    sanitised.count++;
    return `clean:${html}`;
  },
}));

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const item = (id: number, device: 0 | 1 | 2, updated = "2026-05-01T00:00:00Z") => ({
  id,
  display_content: `t${id}`,
  content: `<p>${id}</p>`,
  display_device: device,
  updated_at: updated,
});
/** The same item as the store keeps it (title and html for display_content and content). */
const entry = (id: number, device: 0 | 1 | 2, updated?: string) => {
  const { display_content: title, content: html, ...rest } = item(id, device, updated);
  return { ...rest, title, html };
};

let stop: (() => void) | undefined;
async function fresh() {
  vi.resetModules();
  const store = await import("../../../src/features/popup/popup.store.ts");
  const { $accountModal } = await import("../../../src/components/ui/account-modal.ts");
  const { $dialog } = await import("../../../src/components/ui/dialog.store.ts");
  const { $toasts } = await import("../../../src/components/ui/toasts.atom.ts");
  const { sessionEvents } = await import("../../../src/lib/session/session-events.ts");
  const { $isLoggedIn } = await import("../../../src/lib/session/session.atoms.ts");
  const { $gameActivity } = await import("../../../src/features/launcher/index.ts");
  return { ...store, $accountModal, $dialog, $toasts, sessionEvents, $isLoggedIn, $gameActivity } as typeof store & {
    $accountModal: typeof $accountModal;
    $dialog: typeof $dialog;
    $toasts: typeof $toasts;
    sessionEvents: typeof sessionEvents;
    $isLoggedIn: ReturnType<typeof atom<boolean>>;
    $gameActivity: ReturnType<typeof atom<{ starting: boolean; open: boolean }>>;
  };
}

/** Member 1 signed in on a page that starts the pop-up with no seed: its list is asked of the platform. */
async function memberOnPage() {
  member = { memberId: 1 };
  const s = await fresh();
  s.$isLoggedIn.set(true);
  stop = s.startPopup(null);
  await flush();
  return s;
}
const ids = (v: { kind: string; items?: { id: number }[] | null }) =>
  v.kind === "open" ? v.items!.map((i) => i.id) : v.kind;

beforeEach(() => {
  popupCalls.length = 0;
  historyCalls.length = 0;
  hideMemberPopup.mockClear();
  member = null;
  sanitised.count = 0;
  localStorage.clear();
  document.documentElement.dataset["layout"] = "desktop";
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe("popup store", () => {
  it("a visitor's painted list shows this device's items without a call (spec 000 §3, §7)", async () => {
    const s = await fresh();
    stop = s.startPopup({ items: [entry(1, 1), entry(2, 2), entry(3, 0)] as never, frequency: 1 });
    await flush();
    expect(popupCalls).toHaveLength(0);
    expect(ids(s.$popup.get())).toEqual([1, 3]);
  });

  it("closing stores the visitor's close time; a stored time after every item keeps it closed (spec 000 §4)", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_800_000_000_000);
    let s = await fresh();
    stop = s.startPopup({ items: [entry(1, 0)] as never, frequency: 1 });
    await flush();
    s.closePopup();
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    expect(localStorage.getItem("popUpDiscountModalCloseTime")).toBe("visitor:1800000000000");
    expect(hideMemberPopup).not.toHaveBeenCalled();
    stop();
    s = await fresh();
    stop = s.startPopup({ items: [entry(1, 0)] as never, frequency: 1 });
    await flush();
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    stop();
    s = await fresh();
    stop = s.startPopup({ items: [entry(1, 0, "2027-12-01T00:00:00Z")] as never, frequency: 1 });
    await flush();
    expect(ids(s.$popup.get())).toEqual([1]); // an item changed since the close
    vi.restoreAllMocks();
  });

  it("a member's list comes from the platform, sanitised; closing with frequency 0 hides it and asks again", async () => {
    const s = await memberOnPage();
    expect(popupCalls[0]!.args).toEqual([{ member: true, siteId: 6, displayDevice: 1, displayLocation: 2 }]);
    popupCalls[0]!.resolve({ items: [item(4, 0), item(5, 2)], frequency: 0 });
    await flush();
    const v = s.$popup.get();
    expect(ids(v)).toEqual([4]);
    expect(v.kind === "open" && v.items[0]!.html).toBe("clean:<p>4</p>");
    s.closePopup();
    await flush();
    expect(hideMemberPopup).toHaveBeenCalledWith(6, 1, 2);
    expect(localStorage.getItem("popUpDiscountModalCloseTime")).toMatch(/^member:\d+$/);
    expect(popupCalls).toHaveLength(2);
  });

  it("the sanitiser runs only for a pop-up about to show: none for an empty list or one closed since its last change", async () => {
    member = { memberId: 1 };
    let s = await fresh();
    s.$isLoggedIn.set(true);
    stop = s.startPopup(null);
    await flush();
    popupCalls[0]!.resolve({ items: [item(5, 2)], frequency: 1 }); // a phone-only item on a desktop
    await flush();
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    expect(sanitised.count).toBe(0);
    stop();
    localStorage.setItem("popUpDiscountModalCloseTime", `member:${Date.parse("2026-06-01T00:00:00Z")}`);
    s = await fresh();
    s.$isLoggedIn.set(true);
    stop = s.startPopup(null);
    await flush();
    popupCalls[1]!.resolve({ items: [item(4, 0)], frequency: 1 });
    await flush();
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    expect(sanitised.count).toBe(0);
  });

  it("steps aside for a login modal, a dialog, a warning notice and a game start, and comes back", async () => {
    const s = await memberOnPage();
    popupCalls[0]!.resolve({ items: [item(4, 0)], frequency: 1 });
    await flush();
    expect(ids(s.$popup.get())).toEqual([4]);
    s.$accountModal.set({ kind: "login" } as never);
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    s.$accountModal.set(null);
    expect(ids(s.$popup.get())).toEqual([4]);
    s.$dialog.set({} as never);
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    s.$dialog.set(null);
    s.$toasts.set([{ type: "warning" }] as never);
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    s.$toasts.set([{ type: "success" }] as never);
    expect(ids(s.$popup.get())).toEqual([4]);
    s.$gameActivity.set({ starting: true, open: false });
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    s.$gameActivity.set({ starting: false, open: false });
    expect(ids(s.$popup.get())).toEqual([4]);
  });

  it("the reality check wins over every promotion pop-up: none shows while it is open (player protection)", async () => {
    member = { memberId: 1 };
    const s = await fresh();
    const { $priorityDialog } = await import("../../../src/components/ui/priority-dialog.ts");
    s.$isLoggedIn.set(true);
    $priorityDialog.set("reality-check");
    stop = s.startPopup(null);
    await flush();
    popupCalls[0]!.resolve({ items: [item(4, 0)], frequency: 1 });
    await flush();
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    $priorityDialog.set(null);
    expect(ids(s.$popup.get())).toEqual([4]);
    $priorityDialog.set("reality-check");
    expect(s.$popup.get()).toEqual({ kind: "closed" });
    $priorityDialog.set(null);
  });

  it("a newer load wins over a late older answer; logout decides again as a visitor", async () => {
    member = { memberId: 1 };
    const s = await fresh();
    s.$isLoggedIn.set(true);
    stop = s.startPopup({ items: [entry(9, 0)] as never, frequency: 1 });
    await flush();
    void s.loadPopup();
    await flush();
    popupCalls[1]!.resolve({ items: [item(2, 0)], frequency: 1 });
    await flush();
    popupCalls[0]!.resolve({ items: [item(1, 0)], frequency: 1 });
    await flush();
    expect(ids(s.$popup.get())).toEqual([2]);
    member = null;
    s.$isLoggedIn.set(false);
    s.sessionEvents.emit("logout", "user");
    await flush();
    expect(ids(s.$popup.get())).toEqual([9]); // the visitor's painted list
    expect(popupCalls).toHaveLength(2);
  });

  it("history: loading, its items, back to the pop-up; a failure says error", async () => {
    const s = await fresh();
    stop = s.startPopup({ items: [entry(1, 0)] as never, frequency: 1 });
    await flush();
    void s.openPopupHistory();
    expect(s.$popup.get()).toEqual({ kind: "history", items: null, error: false });
    await flush();
    expect(historyCalls[0]!.args).toEqual([6, 1]);
    historyCalls[0]!.resolve([item(7, 0), item(8, 2)]);
    await flush();
    const h = s.$popup.get();
    expect(h.kind === "history" && h.items!.map((i) => i.id)).toEqual([7]);
    s.leavePopupHistory();
    expect(ids(s.$popup.get())).toEqual([1]);
    void s.openPopupHistory();
    await flush();
    historyCalls[1]!.reject(new Error("down"));
    await flush();
    expect(s.$popup.get()).toEqual({ kind: "history", items: [], error: true });
  });

  it("the stop removes its listeners", async () => {
    const s = await fresh();
    stop = s.startPopup({ items: [entry(1, 0)] as never, frequency: 1 });
    await flush();
    stop();
    stop = undefined;
    s.$accountModal.set({ kind: "login" } as never);
    expect(ids(s.$popup.get())).toEqual([1]);
  });
});
