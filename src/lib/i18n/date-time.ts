// Ships to server and browser (pure). A platform time (ISO 8601) for people, the one way every page shows it:
// in the page's language (a BCP 47 tag, boot.ts pageLocaleTag) and in the member's own time zone, the browser's
// (our decision, written in features/funds/date-range.ts; `timeZone` pins another, for tests). A text that is not
// a time comes back as it is.
export type DateTimeStyle = "date" | "time" | "minute" | "second";

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  time: { hour: "2-digit", minute: "2-digit" },
  minute: { dateStyle: "medium", timeStyle: "short" },
  second: { dateStyle: "medium", timeStyle: "medium" },
};

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(
  iso: string,
  locale: string,
  style: DateTimeStyle = "minute",
  timeZone?: string,
): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  const key = `${locale}|${style}|${timeZone ?? ""}`;
  try {
    let f = formats.get(key);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) });
      formats.set(key, f);
    }
    return f.format(when);
  } catch {
    return iso;
  }
}
