// The registration form as a visitor meets it (spec 001 §5 fields from the currency's settings and the birthday
// selects, §8 errors on their fields). The platform's calls are injected; the settings are the sandbox seed's
// (helpers.ts).
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import RegisterForm from "../../../src/features/register/RegisterForm.tsx";
import { memberRegisterFlow } from "../../../src/features/register/register.store.ts";
import type * as Api from "../../../src/lib/api/index.ts";
import { $session, $sessionReady, initSession } from "../../../src/lib/session/index.ts";
import { islandTests } from "../../helpers/islands.ts";
import { INR, USD, settingsFor } from "./helpers.ts";

const calls = vi.hoisted(() => ({ settings: [] as unknown[], seen: [] as string[] }));
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }) => {
    calls.seen.push(def.path);
    if (def.path === "/api/arks/web/register-settings") return Promise.resolve({ list: calls.settings });
    if (def.path === "/api/captcha")
      return Promise.resolve({ token: "t", captcha: "data:image/png;base64,AAAA", placeholder: "" });
    if (def.path === "/api/arks/web/register-settings/service-agreement") return Promise.resolve({ list: [] });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  },
}));

islandTests({ matchMedia: true, start: initSession });
beforeEach(() => {
  calls.seen = [];
  calls.settings = settingsFor("INR", INR);
  act(() => {
    $session.set({ status: "anonymous" });
    $sessionReady.set(true);
  });
});

describe("the registration form", () => {
  it("shows the currency's fields and says what is missing on each, without registering", async () => {
    render(<RegisterForm />);
    const account = await screen.findByRole("textbox", { name: /^Username/ });
    await userEvent.type(account, "ab");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(account.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Use 6–12 letters, digits, _ or -")).toBeTruthy();
    expect(calls.seen.some((p) => p.endsWith("/register"))).toBe(false);
  });

  // Moved down from e2e/register.spec.ts "broken rules show their messages and nothing is sent" (spec 001 §5).
  it("broken rules each say their message, nothing is sent, and fixing a field clears its message", async () => {
    render(<RegisterForm />);
    const account = await screen.findByRole("textbox", { name: /^Username/ });
    await userEvent.type(account, "ab");
    await userEvent.type(screen.getByLabelText(/^Password/), "abcdefg");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByText("Use 6–12 letters, digits, _ or -")).toBeTruthy();
    expect(screen.getByText("Use 6–12 letters and digits, with at least one of each")).toBeTruthy();
    expect(screen.getByText("Tick the box to confirm you are 18 or older and accept the user agreement")).toBeTruthy();
    expect(calls.seen.some((p) => p.endsWith("/register"))).toBe(false);
    await userEvent.clear(account);
    await userEvent.type(account, "abc_123");
    expect(screen.queryByText("Use 6–12 letters, digits, _ or -")).toBeNull();
  });

  // Moved down from e2e/signup-errors.spec.ts: the words of the error, and the click that runs every rule.
  it("the agreement error names what the checkbox says (its link's words)", async () => {
    render(<RegisterForm />);
    await screen.findByRole("textbox", { name: /^Username/ });
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    const error = screen.getByText("Tick the box to confirm you are 18 or older and accept the user agreement");
    // The label's link (the FAQ page here; the terms modal when the platform has an agreement) says the same words.
    const link = screen.getByText("user agreement", { selector: "a, button" });
    expect(error.textContent).toContain(link.textContent);
    expect(calls.seen.some((p) => p.endsWith("/register"))).toBe(false);
  });

  it("a captcha answer of the wrong length is refused before it is sent (spec 001 §5 verifyCode), with every other rule", async () => {
    render(<RegisterForm />);
    const captcha = await screen.findByPlaceholderText("Enter the 4 characters");
    await userEvent.type(captcha, "12");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByText("Enter all 4 characters shown in the picture")).toBeTruthy();
    // The click submitted: the agreement's rule ran too, not only the captcha's on leaving the field.
    expect(screen.getByText("Tick the box to confirm you are 18 or older and accept the user agreement")).toBeTruthy();
    expect(calls.seen.some((p) => p.endsWith("/register"))).toBe(false);
  });

  it("offers the birthday selects when the currency shows them, newest year 18 years ago", async () => {
    calls.settings = settingsFor("INR", USD);
    // The page's one sign-up flow was loaded above: back to empty, so it reads the new settings.
    act(() => memberRegisterFlow().reset());
    render(<RegisterForm />);
    const year = await screen.findByRole("combobox", { name: "Year" });
    const options = [...(year as HTMLSelectElement).options].map((o) => o.value);
    expect(options[1]).toBe(String(new Date().getFullYear() - 18));
    expect(screen.getByRole("group", { name: "Date of birth" })).toBeTruthy();
  });
});
