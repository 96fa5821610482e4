// Lists each script a mobile visitor loads on a page (networkidle + 500 ms) with its gzip size. Dev aid for the JS budget.
// AS=account:password signs in first (through the API, the sandbox's captcha answer in CAPTCHA, default 0000), for the
// signed-in pages' figure (the agent centre: AS=agent01:agent1234 … /proxy/ProxyCenter/DownlineInfo).
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const BASE = process.env["BASE"] ?? "http://127.0.0.1:4700";
const path = process.argv[2] ?? "/";
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
const as = process.env["AS"];
if (as) {
  const [account = "", password = ""] = as.split(":");
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(BASE + path, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "en_US", ...headers },
      body: JSON.stringify(body),
    });
    return ((await r.json()) as { apiResponseData?: Record<string, unknown> }).apiResponseData ?? {};
  };
  const header = (await post("/api/get_login_header", {}))["header"] as Record<string, string>;
  const captcha = await post("/api/captcha", { type: 1, site_id: 1 });
  const login = await post(
    "/api/login",
    { account, password, site_id: 1, answer: process.env["CAPTCHA"] ?? "0000", captcha_token: captcha["token"] },
    header,
  );
  const member = (login["member"] ?? {}) as { id?: number };
  await page.addInitScript(
    ([t, i, a]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("member_id", i);
      localStorage.setItem("member_account", a);
      localStorage.setItem("currency", "INR");
    },
    [String(login["token"]), String(member.id ?? login["member_id"] ?? ""), account] as const,
  );
}
const rows: [string, number][] = [];
const pending: Promise<unknown>[] = [];
page.on("response", (res) => {
  if (res.request().resourceType() === "script")
    pending.push(
      res.body().then(
        (b) => rows.push([res.url().replace(BASE, ""), gzipSync(b).length]),
        () => 0,
      ),
    );
});
await page.goto(BASE + path, { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await Promise.all(pending);
rows.sort((a, b) => b[1] - a[1]);
let t = 0;
for (const [u, n] of rows) {
  t += n;
  console.log((n / 1024).toFixed(1).padStart(7), u);
}
console.log((t / 1024).toFixed(1).padStart(7), "TOTAL", rows.length);
await browser.close();
