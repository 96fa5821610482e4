// The shared UI pieces as a member meets them: toasts (spec 000 §4, §9), the accessible Modal, the prompt
// dialog with its 'Illegal input' default (spec 000 §5, §8) and the four-box withdraw password (spec 001 §5).
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DialogHost from "../../../src/components/ui/DialogHost.tsx";
import { confirmDialog, promptDialog } from "../../../src/components/ui/dialog.store.ts";
import { setTranslator } from "../../../src/components/ui/i18n.ts";
import Modal from "../../../src/components/ui/Modal.tsx";
import PinInput from "../../../src/components/ui/PinInput.tsx";
import Toaster from "../../../src/components/ui/Toaster.tsx";
import { carryToastsAcrossNavigation, clearToasts, toast } from "../../../src/components/ui/toast.store.ts";
import { runtimeKey } from "../../../src/lib/i18n/keys.ts";

const TEXTS: Record<string, string> = {
  "prompt.illegal_input": "Illegal input",
  "ui.close": "Close",
  "ui.cancel": "Cancel",
  "ui.confirm": "Confirm",
  account_error: "Wrong account or password",
};
beforeEach(() => {
  setTranslator((key, params) => {
    if (key === "toast.repeat") return `Repeated ${String(params?.["count"])} times`;
    if (key === "ui.pin.digit") return `Digit ${String(params?.["n"])} of ${String(params?.["total"])}`;
    return TEXTS[key] ?? key;
  });
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  setTranslator(undefined);
  vi.useRealTimers();
});

describe("toasts (spec 000 §4, §9)", () => {
  it("stack, fade after 3000 ms, and errors are alerts", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success({ text: "Saved" });
      toast.error("account_error");
    });
    expect(screen.getAllByTestId("toast").map((el) => el.textContent)).toEqual([
      expect.stringContaining("Saved"),
      expect.stringContaining("Wrong account or password"),
    ]);
    expect(screen.getByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Wrong account"));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getAllByTestId("toast")).toHaveLength(2);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });

  it("identical messages are grouped with a repeat counter", () => {
    render(<Toaster />);
    act(() => {
      toast.error("account_error");
      toast.error("account_error");
      toast.error("account_error");
    });
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByLabelText("Repeated 3 times")).toBeTruthy();
  });

  it("a forced logout's warning is carried to the next page of the tab, once (spec 001 §4 logout goes to /)", () => {
    act(() => {
      toast.warning("account_error");
      toast.info({ text: "Balance refreshed" });
    });
    carryToastsAcrossNavigation();
    act(() => clearToasts()); // the page goes away
    render(<Toaster />); // the next page's toaster
    expect(screen.getAllByTestId("toast").map((el) => el.textContent)).toEqual([
      expect.stringContaining("Wrong account or password"),
      expect.stringContaining("Balance refreshed"),
    ]);
    cleanup();
    act(() => clearToasts());
    render(<Toaster />);
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });

  it("a carried notice older than 10 s, or a broken one, is not shown", () => {
    sessionStorage.setItem(
      "lobby.carriedToasts",
      JSON.stringify({ at: Date.now() - 11_000, toasts: [{ type: "warning", message: { key: "account_error" } }] }),
    );
    render(<Toaster />);
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
    cleanup();
    sessionStorage.setItem("lobby.carriedToasts", "{not json");
    render(<Toaster />);
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
    sessionStorage.setItem(
      "lobby.carriedToasts",
      JSON.stringify({ at: Date.now(), toasts: [{ type: "evil", message: { key: "account_error" } }] }),
    );
    cleanup();
    render(<Toaster />);
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });

  it("Escape closes the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast.info({ text: "first" });
      toast.info({ text: "second" });
    });
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.getAllByTestId("toast").map((el) => el.textContent)).toEqual([expect.stringContaining("first")]);
  });
});

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <Modal open={open} title="Log in" onClose={() => setOpen(false)} dismissible={dismissible}>
        <input aria-label="Account" />
        <button type="button">Submit</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a modal dialog named by its title, focusing its first field", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Account"));
  });

  it("keeps Tab inside: from the last item focus wraps to the first, Shift+Tab goes back", () => {
    render(<Harness />);
    const close = screen.getByRole("button", { name: "Close" });
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    fireEvent.keyDown(submit, { key: "Tab" }); // a key goes to the focused element
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it("Escape closes it; a forced step ignores Escape and has no close button", () => {
    render(<Harness />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    render(<Harness dismissible={false} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

function Stacked() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Sign up
      </button>
      <Modal open={outer} title="Sign up" onClose={() => setOuter(false)}>
        <input aria-label="Account" />
        <button type="button" onClick={() => setInner(true)}>
          Terms
        </button>
      </Modal>
      <Modal open={inner} title="Terms" onClose={() => setInner(false)} level={1}>
        <button type="button">I agree</button>
      </Modal>
    </>
  );
}

describe("stacked modals (a terms dialog over sign-up)", () => {
  it("only the newest traps Tab and answers Escape; focus goes back to what opened each", () => {
    render(<Stacked />);
    const opener = screen.getByRole("button", { name: "Sign up" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText("Account"));
    const terms = screen.getByRole("button", { name: "Terms" });
    terms.focus();
    fireEvent.click(terms);
    const top = screen.getByRole("dialog", { name: "Terms" });
    expect(document.activeElement).toBe(within(top).getByRole("button", { name: "Close" })); // no field: first control
    const agree = screen.getByRole("button", { name: "I agree" });
    agree.focus();
    // Tab from the last item of the top dialog stays in it (its close button), never the dialog below
    fireEvent.keyDown(agree, { key: "Tab" });
    expect(document.activeElement).toBe(within(top).getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Terms" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Sign up" })).toBeTruthy();
    expect(document.activeElement).toBe(terms);
    fireEvent.keyDown(terms, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("a forced step leaves Escape to the page: the newest toast closes, the step stays", () => {
    render(
      <>
        <Toaster />
        <Harness dismissible={false} />
      </>,
    );
    act(() => toast.info({ text: "Saved" }));
    fireEvent.keyDown(screen.getByLabelText("Account"), { key: "Escape" });
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("prompt and confirm dialogs (spec 000 §5, §8)", () => {
  it("confirm stays disabled and 'Illegal input' shows until the pattern matches", async () => {
    render(<DialogHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = promptDialog({ titleKey: runtimeKey("Amount"), pattern: /^\d+$/ });
    });
    const input = screen.getByRole("textbox", { name: "Amount" });
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: "12a" } });
    expect(screen.getByText("Illegal input")).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: "120" } });
    expect(screen.queryByText("Illegal input")).toBeNull();
    fireEvent.click(confirm);
    await expect(answer).resolves.toBe("120");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a validator's own message replaces the default", () => {
    render(<DialogHost />);
    act(() => {
      void promptDialog({ titleKey: runtimeKey("Name"), validator: (v) => (v.length >= 3 ? true : "Too short") });
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "ab" } });
    expect(screen.getByText("Too short")).toBeTruthy();
  });

  it("a confirm dialog answers true or false; Escape is false", async () => {
    render(<DialogHost />);
    let ok: Promise<boolean> = Promise.resolve(true);
    act(() => {
      ok = confirmDialog({ titleKey: runtimeKey("Stop the game?") });
    });
    fireEvent.keyDown(document, { key: "Escape" });
    await expect(ok).resolves.toBe(false);
    act(() => {
      ok = confirmDialog({ titleKey: runtimeKey("Stop the game?") });
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(ok).resolves.toBe(true);
  });
});

function Pin() {
  const [v, setV] = useState("");
  return (
    <>
      <PinInput label="Withdraw password" value={v} onChange={setV} />
      <output data-testid="pin">{v}</output>
    </>
  );
}

describe("four-box withdraw password (spec 001 §5: 4 digits)", () => {
  it("takes digits only, one per box, moving on as it goes", () => {
    render(<Pin />);
    const boxes = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));
    expect(screen.getByRole("group", { name: "Withdraw password" })).toBeTruthy();
    fireEvent.change(boxes[0]!, { target: { value: "1" } });
    expect(document.activeElement).toBe(boxes[1]);
    fireEvent.change(boxes[1]!, { target: { value: "x" } });
    expect(screen.getByTestId("pin").textContent).toBe("1");
    fireEvent.change(boxes[1]!, { target: { value: "2" } });
    fireEvent.change(boxes[2]!, { target: { value: "3" } });
    fireEvent.change(boxes[3]!, { target: { value: "4" } });
    expect(screen.getByTestId("pin").textContent).toBe("1234");
  });

  it("pasting fills every box and drops what is not a digit or too long", () => {
    render(<Pin />);
    fireEvent.paste(screen.getByLabelText("Digit 1 of 4"), { clipboardData: { getData: () => "9-8 7 6 5" } });
    expect(screen.getByTestId("pin").textContent).toBe("9876");
  });
});
