// The dialogs' focus trap (WCAG 2.4.3) loads the focus-trap library only on the first Tab, so a dialog that
// opens on a visitor's first load (the promotion pop-up) does not bring it (DESIGN JS budget: JS before
// interaction on / at most 90 KB), and the trap holds from that first Tab on, before and after the library.
// The tests run in order in one module state: the library arrives in the first and stays.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as FocusTrapLibrary from "focus-trap";
import ModalFrame from "../../../src/components/ui/ModalFrame.tsx";

const library = vi.hoisted(() => ({ imported: 0, traps: 0 }));
vi.mock("focus-trap", async (importOriginal) => {
  library.imported += 1;
  const actual = await importOriginal<typeof FocusTrapLibrary>();
  return {
    ...actual,
    createFocusTrap: (...args: Parameters<typeof actual.createFocusTrap>) => {
      library.traps += 1;
      return actual.createFocusTrap(...args);
    },
  };
});

afterEach(() => cleanup());

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">outside</button>
      <ModalFrame open={outer} title="Sign up" closeLabel="Close" onClose={() => setOuter(false)}>
        <input aria-label="Account" />
        <button type="button" onClick={() => setInner(true)}>
          Terms
        </button>
      </ModalFrame>
      <ModalFrame open={inner} title="Terms" closeLabel="Close" onClose={() => setInner(false)} level={1}>
        <button type="button">I agree</button>
      </ModalFrame>
    </>
  );
}

describe("focus trap loaded on the first Tab", () => {
  it("the library is not loaded until Tab; the first Tab already wraps inside, and the library then traps", async () => {
    render(<Stacked />);
    const outer = screen.getByRole("dialog", { name: "Sign up" });
    expect(document.activeElement).toBe(screen.getByLabelText("Account"));
    fireEvent.keyDown(document.activeElement ?? document, { key: "a" });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(library.imported).toBe(0);

    // a dialog over it, both opened before any Tab
    const terms = within(outer).getByRole("button", { name: "Terms" });
    terms.focus();
    fireEvent.click(terms);
    const top = screen.getByRole("dialog", { name: "Terms" });
    const close = within(top).getByRole("button", { name: "Close" });
    const agree = within(top).getByRole("button", { name: "I agree" });
    expect(document.activeElement).toBe(close);
    expect(library.imported).toBe(0);

    // the first Tab, from the last control of the newest dialog: wraps to its first at once
    agree.focus();
    fireEvent.keyDown(agree, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(agree);

    // the library arrives: both dialogs trapped, the focus left where the member had it
    await vi.waitFor(() => expect(library.traps).toBe(2));
    expect(library.imported).toBe(1);
    expect(document.activeElement).toBe(agree);
    fireEvent.keyDown(agree, { key: "Tab" });
    expect(document.activeElement).toBe(close);

    // Escape closes the newest only; the one below traps again and the focus is back on what opened the top
    fireEvent.keyDown(close, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Terms" })).toBeNull();
    expect(document.activeElement).toBe(terms);
    const outerClose = within(outer).getByRole("button", { name: "Close" });
    fireEvent.keyDown(terms, { key: "Tab" });
    expect(document.activeElement).toBe(outerClose);
  });

  it("with the library here, a new dialog is trapped at once and focus that leaves it comes back", () => {
    const before = library.traps;
    render(<Stacked />);
    expect(library.traps).toBe(before + 1);
    const account = screen.getByLabelText("Account");
    expect(document.activeElement).toBe(account);
    screen.getByRole("button", { name: "outside" }).focus();
    expect(document.activeElement).toBe(account);
  });
});

describe("focus leaving a dialog before the library has arrived", () => {
  it("goes back to where it was inside", async () => {
    vi.resetModules(); // a page that has not loaded the library yet
    const { default: Frame } = await import("../../../src/components/ui/ModalFrame.tsx");
    const traps = library.traps;
    render(
      <>
        <button type="button">outside</button>
        <Frame open title="Log in" closeLabel="Close" onClose={() => undefined}>
          <input aria-label="Account" />
          <button type="button">Submit</button>
        </Frame>
      </>,
    );
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    screen.getByRole("button", { name: "outside" }).focus();
    expect(document.activeElement).toBe(submit);
    expect(library.traps).toBe(traps); // a fresh module: the library not yet asked for
    await vi.waitFor(() => expect(library.traps).toBe(traps + 1)); // asked for by the escape, then trapping
  });
});
