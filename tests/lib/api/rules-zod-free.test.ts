// The API client's pure rules (spec 000 §8 envelope reading) load no zod: the wallet's machines import them, and a
// module that needs only the success codes must not bring the schemas' library into a page's first load (DESIGN
// "Budgets"). The success codes themselves are the envelope's (tests/contract/catalogue.test.ts).
import { expect, it, vi } from "vitest";

vi.mock("../../../src/contract/zod.ts", () => {
  throw new Error("zod loaded");
});

it("reads an envelope's success without loading zod", async () => {
  const { interpretBody } = await import("../../../src/lib/api/rules.ts");
  expect(interpretBody({ status: true, code: 100, message: "", apiResponseData: 1 })).toMatchObject({ ok: true });
});

it("the success codes agree with the envelope that the sandbox writes", async () => {
  vi.doUnmock("../../../src/contract/zod.ts");
  vi.resetModules();
  const { isSuccessCode } = await import("../../../src/contract/success-codes.ts");
  const { envelope, EnvelopeSchema } = await import("../../../src/contract/envelope.ts");
  for (const code of [100, 1000, 101, 0, 401, 957])
    expect(EnvelopeSchema.parse(envelope(code, "", null)).status).toBe(isSuccessCode(code));
});
