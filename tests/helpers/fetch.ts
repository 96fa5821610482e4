// Tests that start the member's session: the platform answers every call with an empty success.
import { vi } from "vitest";

/** fetch answers `{ status: true, code: 100 }` with empty data to every call (the stores only need not to crash). */
export function stubEmptySuccessFetch(): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: {} }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
}
