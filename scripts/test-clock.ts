// The clock every test and measuring run starts its sandbox on (SANDBOX_NOW): today at 12:00 in India, so nothing
// depends on the hour it runs at. The night block (00:00–05:00 IST, 18:30–23:30 UTC) would otherwise refuse every
// login of a run at that hour. "Today" is the UTC date, so the sandbox is never a day ahead of the browser (the
// records' "last 7 days" end with the browser's today). A SANDBOX_NOW already in the environment wins (`.ci/run`
// exports the same value, so every step of one run agrees even across midnight UTC).

/** SANDBOX_NOW for a test run: the environment's, or today's 12:00 India time. */
export function testSandboxNow(env: Record<string, string | undefined> = process.env): string {
  return env["SANDBOX_NOW"] || `${new Date().toISOString().slice(0, 10)}T12:00:00+05:30`;
}
