// The simulated payment gateway page in the member's language (Deposit; brief centre2): the
// language the deposit was made in (the call's `lang` header), else the site's language cookie, else English;
// html lang set; the languages other than en/hi/ta in English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
let demo: Record<string, string>;
let seq = 0;
beforeAll(async () => {
  h = await startSandbox();
  demo = h.bearer(await h.token("demo01", "demo1234"));
});
afterAll(() => h.close());

async function payUrl(headers: Record<string, string> = {}): Promise<string> {
  const a = await h.post(
    "/api/member/deposit/store",
    { method: "upi", amount: "500", request_id: `pay-page-${Date.now()}-${++seq}` },
    { ...demo, ...headers },
  );
  expect(a.body.code, a.body.message).toBe(100);
  return a.body.apiResponseData.pay_url as string;
}

const html = async (url: string, init: RequestInit = {}) => (await h.raw(url, { method: "GET", ...init })).text();

describe("the sandbox payment page speaks the member's language (Deposit)", () => {
  it("a deposit made in Hindi opens a Hindi page, and its outcome is in Hindi too", async () => {
    const url = await payUrl({ lang: "hi_IN" });
    const page = await html(url);
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain("भुगतान की पुष्टि करें");
    expect(page).not.toContain("Confirm payment");
    const paid = await h.raw(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=paid",
    });
    expect(await paid.text()).toContain("भुगतान की पुष्टि हुई");
  });

  it("without the order's language the locale cookie decides (Tamil), and an unknown link answers in it", async () => {
    const url = await payUrl({ lang: "" }); // an order from a call without the lang header
    const page = await html(url, { headers: { cookie: "i18n_redirected=ta_IN" } });
    expect(page).toContain('<html lang="ta">');
    expect(page).toContain("கட்டணத்தை உறுதிசெய்");
    const missing = await h.raw("/sandbox/pay/DNOSUCHORDER1", { method: "GET", headers: { cookie: "lang=hi_IN" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("भुगतान नहीं मिला");
  });

  it("a language other than English, Hindi and Tamil falls back to English", async () => {
    const page = await html(await payUrl({ lang: "ja_JP" }), { headers: { cookie: "lang=hi_IN" } });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Confirm payment");
    expect(await html(await payUrl({ lang: "" }))).toContain("Confirm payment");
  });
});
