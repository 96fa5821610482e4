// The page's one AccountModals island loads the prompt/confirm dialog host only when a dialog opens (DESIGN
// "Budgets", JS before interaction: the host brings a form, a field and the focus trap, about 4 KB gzip, that no
// page needs until it asks a question), and the dialog then shows and answers as before.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { confirmDialog } from "../../../src/components/ui/dialog.store.ts";
import { setTranslator } from "../../../src/components/ui/i18n.ts";
import { runtimeKey } from "../../../src/lib/i18n/keys.ts";

const loaded = vi.hoisted(() => ({ dialogHost: false }));
vi.mock("../../../src/components/ui/DialogHost.tsx", async (original) => {
  loaded.dialogHost = true;
  return original();
});
// The account machinery (session, auth flows, real-time) is not what this test is about.
vi.mock("../../../src/features/session/account-loader.ts", () => ({
  loadAccount: () => Promise.resolve({}),
  startAccountWhenNeeded: () => undefined,
}));

const { default: AccountModals } = await import("../../../src/features/session/AccountModals.tsx");

beforeEach(() => setTranslator((key) => (key === "ui.confirm" ? "Confirm" : key === "ui.cancel" ? "Cancel" : key)));
afterEach(() => {
  cleanup();
  setTranslator(undefined);
});

describe("AccountModals: the dialog host (DESIGN Budgets)", () => {
  it("is not loaded until a dialog opens, then shows the dialog and returns its answer", async () => {
    render(<AccountModals />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(loaded.dialogHost).toBe(false);

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ titleKey: runtimeKey("Stop the game?") });
    });
    const dialog = await screen.findByRole("dialog");
    expect(loaded.dialogHost).toBe(true);
    expect(dialog.textContent).toContain("Stop the game?");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
