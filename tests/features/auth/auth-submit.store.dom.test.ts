// The account forms' stores: a press of submit while the form's call is on its way sends nothing more (each
// machine ignores the second submit, and the store must not call on anyway), and a refusal becomes the form's
// translated message (spec 001 §8). The call module is mocked: each call waits until the test answers it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_CODES, authCalls } from "../../../src/contract/auth.ts";
import { memberCalls } from "../../../src/contract/member.ts";
import { ApiError } from "../../../src/lib/api/error.ts";

type Waiting = { path: string; resolve: (v: unknown) => void; reject: (e: unknown) => void };
const waiting: Waiting[] = [];
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<object>()),
  callApi: vi.fn(
    (def: { path: string }) => new Promise((resolve, reject) => waiting.push({ path: def.path, resolve, reject })),
  ),
}));
vi.mock("../../../src/lib/session/captcha.store.ts", () => ({
  createCaptcha: () => ({ load: vi.fn(), reset: vi.fn(), token: () => "cap", reloadAfterWait: vi.fn() }),
}));

const login = await import("../../../src/features/auth/login.store.ts");
const password = await import("../../../src/features/auth/password.store.ts");
const dv = await import("../../../src/features/auth/double-validation.store.ts");
const { initialState: loginInitial } = await import("../../../src/features/auth/login.machine.ts");
const { initialState: passwordInitial } = await import("../../../src/features/auth/password.machine.ts");

const flush = () => new Promise((r) => setTimeout(r, 0));
const calls = (path: string) => waiting.filter((w) => w.path === path);
function answer(path: string, how: { data?: unknown; error?: unknown }) {
  const i = waiting.findIndex((w) => w.path === path);
  const [w] = waiting.splice(i, 1);
  if (how.error) w!.reject(how.error);
  else w!.resolve(how.data);
}

/** Submits twice while the first is on its way: one call to `path` only, whose answer is then a network failure. */
async function submitTwiceThenLoseTheAnswer(submit: () => Promise<void>, path: string) {
  const first = submit();
  void submit();
  await flush();
  expect(calls(path)).toHaveLength(1);
  answer(path, { error: new ApiError({ kind: "network", status: 0, code: 0, message: "", path: "" }) });
  await first;
}

beforeEach(() => {
  waiting.length = 0;
  login.$login.set(loginInitial);
  password.$password.set(passwordInitial);
});

describe("login form", () => {
  const fill = () => {
    login.inputLogin("account", "demo01");
    login.inputLogin("password", "abc123");
    login.inputLogin("answer", "1234");
  };

  it("a double submit sends one login", async () => {
    fill();
    const first = login.submitLogin();
    void login.submitLogin();
    await flush();
    expect(calls(authCalls.loginHeader.path)).toHaveLength(1);
    answer(authCalls.loginHeader.path, { data: { header: {} } });
    await flush();
    expect(calls(authCalls.login.path)).toHaveLength(1);
    answer(authCalls.login.path, {
      error: new ApiError({ kind: "platform", status: 200, code: LOGIN_CODES.accountError, message: "x", path: "" }),
    });
    await first;
  });

  it("submitting → editing with the refusal's translated message", async () => {
    fill();
    const run = login.submitLogin();
    expect(login.$login.get().kind).toBe("submitting");
    await flush();
    answer(authCalls.loginHeader.path, { data: { header: {} } });
    await flush();
    answer(authCalls.login.path, {
      error: new ApiError({ kind: "platform", status: 200, code: LOGIN_CODES.accountError, message: "x", path: "" }),
    });
    await run;
    expect(login.$login.get()).toMatchObject({ kind: "editing", error: { key: "account_error" } });
  });
});

describe("password change", () => {
  it("a double submit sends one change, and a network failure is the client's key", async () => {
    password.inputPassword("old", "abc123");
    password.inputPassword("password", "abc1234");
    password.inputPassword("confirm", "abc1234");
    await submitTwiceThenLoseTheAnswer(password.submitPasswordChange, memberCalls.editPassword.path);
    expect(password.$password.get()).toMatchObject({
      kind: "editing",
      refused: { message: { key: "api.error.network" } },
    });
  });
});

describe("double validation", () => {
  it("a double submit sends one answer", async () => {
    dv.openDoubleValidation({ memberLoginId: 5, question: "q", available: 2 });
    dv.inputDoubleValidation("answer", "blue");
    dv.inputDoubleValidation("captcha", "1234");
    await submitTwiceThenLoseTheAnswer(dv.submitDoubleValidation, authCalls.doubleValidation.path);
  });
});
