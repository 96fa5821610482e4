// The login modal as a visitor meets it (spec 001 §4, §5, §8): the rules' errors on the fields, the platform's
// refusal as one alert, the password shown on request, and the button busy while the call runs.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import LoginModal from "../../../src/features/auth/LoginModal.tsx";
import { $login } from "../../../src/features/auth/login.store.ts";
import { initialState } from "../../../src/features/auth/login.machine.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { islandTests } from "../../helpers/islands.ts";
import type * as Api from "../../../src/lib/api/index.ts";

const calls = vi.hoisted(() => ({ handler: (_path: string, _body: unknown): Promise<unknown> => Promise.resolve({}) }));
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }, body: unknown) => calls.handler(def.path, body),
}));
vi.mock("../../../src/features/models/index.ts", () => ({ LoginModels: () => null }));

const CAPTCHA = { token: "tok", captcha: "data:image/png;base64,AAAA", placeholder: "" };

islandTests();
beforeEach(() => {
  $login.set(initialState);
  calls.handler = (path) => (path === "/api/captcha" ? Promise.resolve(CAPTCHA) : Promise.resolve({}));
});

/** A member types an account, a password and the captcha, and presses Log in. */
async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Account" }), "demo01");
  await user.type(screen.getByLabelText("Password"), "abc123");
  await user.type(screen.getByRole("textbox", { name: /captcha/i }), "1234");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the login modal", () => {
  it("says what is missing, on each field, without calling the platform", async () => {
    const seen: string[] = [];
    calls.handler = (path) => {
      seen.push(path);
      return Promise.resolve(path === "/api/captcha" ? CAPTCHA : {});
    };
    render(<LoginModal />);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("textbox", { name: "Account" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your account")).toBeTruthy();
    expect(seen).not.toContain("/api/login");
  });

  it("shows the platform's refusal as one alert (spec 001 §8: 101 wrong account or password)", async () => {
    calls.handler = (path) => {
      if (path === "/api/captcha") return Promise.resolve(CAPTCHA);
      if (path === "/api/get_login_header") return Promise.resolve({ header: {} });
      return Promise.reject(new ApiError({ kind: "platform", status: 200, code: 101, message: "", path }));
    };
    render(<LoginModal />);
    await logIn();
    expect((await screen.findByTestId("login-error")).textContent).toBe("Wrong account or password");
    expect(screen.getByTestId("login-error").getAttribute("role")).toBe("alert");
  });

  it("the button is busy and disabled while the call runs", async () => {
    let answer: (v: unknown) => void = () => undefined;
    calls.handler = (path) =>
      path === "/api/captcha" ? Promise.resolve(CAPTCHA) : new Promise((resolve) => (answer = resolve));
    render(<LoginModal />);
    await logIn();
    const busy = await screen.findByRole("button", { name: "Logging in…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    act(() => answer({ header: {} }));
  });

  it("shows the password on request", async () => {
    render(<LoginModal />);
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(password.getAttribute("type")).toBe("text");
  });
});
