// The change-password form as a member meets it (spec 001 §5 password rules, §6 edit_password, §8 codes): rule
// errors on the fields, a refusal about one field on that field, any other refusal as one alert above the button.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ChangePasswordForm from "../../../src/features/auth/ChangePasswordForm.tsx";
import { $password } from "../../../src/features/auth/password.store.ts";
import { initialState } from "../../../src/features/auth/password.machine.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { islandTests } from "../../helpers/islands.ts";
import type * as Api from "../../../src/lib/api/index.ts";

const calls = vi.hoisted(() => ({ handler: (_path: string): Promise<unknown> => Promise.resolve({}) }));
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }) => calls.handler(def.path),
}));

const refuse =
  (code: number, message = "") =>
  () =>
    Promise.reject(new ApiError({ kind: "platform", status: 200, code, message, path: "/x" }));

async function fill(old: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), old);
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Save password" }));
}

islandTests();
beforeEach(() => {
  $password.set(initialState);
  calls.handler = () => Promise.resolve({});
});

describe("the change-password form (embedded, as in the forced-change modal)", () => {
  it("a short new password and a different confirmation are errors on their fields", async () => {
    render(<ChangePasswordForm standalone={false} />);
    await fill("old123", "ab1", "ab2");
    expect(screen.getByText("Password must be 6-12 characters")).toBeTruthy();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Password must be 6-12 characters",
      "The passwords do not match",
    ]);
  });

  it("a wrong current password is said on that field (spec 001 §8)", async () => {
    calls.handler = refuse(101);
    render(<ChangePasswordForm standalone={false} />);
    await fill("old123", "abc123", "abc123");
    const old = screen.getByLabelText("Current password");
    expect(await screen.findByText("The current password is wrong")).toBeTruthy();
    expect(old.getAttribute("aria-invalid")).toBe("true");
  });

  it("another refusal shows the platform's words in one alert above the button", async () => {
    calls.handler = refuse(999, "Try again tomorrow");
    render(<ChangePasswordForm standalone={false} />);
    await fill("old123", "abc123", "abc123");
    const alert = await screen.findByText("Try again tomorrow");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.className).toContain("ui-form-error");
  });
});
