// SubmitForm and SubmitFoot, the member forms' shared frame ("Bad input": the form's own rules speak, not the
// browser's): a submit runs the action once without leaving the page; the refusal is an alert above the button,
// which is disabled while the form is sent.
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import SubmitForm, { SubmitFoot, errorText } from "../../../src/components/ui/SubmitForm.tsx";
import { islandTests } from "../../helpers/islands.ts";

islandTests();

describe("SubmitForm and SubmitFoot", () => {
  it("submits once through the action, without the browser's validation, and says the refusal above the button", () => {
    const send = vi.fn();
    const { container } = render(
      <SubmitForm onSubmit={send}>
        <SubmitFoot message="No such account" busy={false} label="Save" />
      </SubmitForm>,
    );
    const form = container.querySelector("form");
    expect(form?.className).toBe("ui-form");
    expect(form?.noValidate).toBe(true);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("No such account");
    const button = screen.getByRole("button", { name: "Save" });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("shows no alert without a refusal and disables the button while busy", () => {
    render(
      <SubmitForm onSubmit={() => undefined} className="ui-form profile-form">
        <SubmitFoot message={false} busy label="Save" block={false} />
      </SubmitForm>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).toBe("ui-btn ui-btn--primary");
  });

  it("errorText: a message in words, or null", () => {
    const t = errorText((key) => `<${key}>`);
    expect(t(undefined)).toBeNull();
    expect(t(null)).toBeNull();
    expect(t({ text: "Wrong" })).toBe("Wrong");
  });
});
