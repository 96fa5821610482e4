// Store tests whose platform calls the test answers one by one: `callApi` is replaced by a call that waits in
// `calls` until the test resolves or rejects it, so a test can see what was sent, what shows while it is on its
// way, and what a success or a refusal does. Use it in the test file as
//   vi.mock("…/src/lib/api/index.ts", async (orig) => (await import("…/helpers/pending-calls.ts")).pendingApi(orig));
import { vi } from "vitest";
import { ApiError } from "../../src/lib/api/error.ts";

/** A call the store made, waiting for the test's answer. */
export type Pending = { path: string; body: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };

/** The calls made and not yet taken, oldest first (the test empties it in its beforeEach). */
export const calls: Pending[] = [];

/** The api module with `callApi` waiting in `calls` (the rest of the module as it is). */
export async function pendingApi(importOriginal: () => Promise<unknown>): Promise<object> {
  return {
    ...((await importOriginal()) as object),
    callApi: vi.fn(
      (call: { path: string }, body: unknown) =>
        new Promise((resolve, reject) => calls.push({ path: call.path, body, resolve, reject })),
    ),
  };
}

/** Takes the oldest waiting call to a path ending in `path`; throws with the waiting paths when there is none. */
export function take(path: string): Pending {
  const i = calls.findIndex((c) => c.path.endsWith(path));
  if (i < 0) throw new Error(`no call to ${path}: ${calls.map((c) => c.path).join(", ")}`);
  return calls.splice(i, 1)[0]!;
}

/** The platform's refusal of a call with `code` (and its data), as the api client throws it. */
export function refusal(code: number, data: unknown = null, path = "/x"): ApiError {
  return new ApiError({ kind: "platform", status: 200, code, message: "m", path, data });
}
