// Ships to server and browser (pure). A calendar day as a form or a call writes it, "YYYY-MM-DD": the funds
// records' filter (features/funds/date-range.ts) and the agent centre's periods (agent-periods.ts) read it here.

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month (1-12) and day of a "YYYY-MM-DD" that is a real calendar date (no 2026-02-30), else null. */
export function parseCalendarDay(text: string): { y: number; m: number; d: number } | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return { y, m, d };
}
