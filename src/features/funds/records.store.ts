// Browser. The deposit and withdrawal record (issue 11 DWRecord): filters by type, status and a date range in the
// member's time zone (date-range.ts says how), pages of DW_PAGE_SIZE; read again on every member.cash.
import { atom } from "nanostores";
import { DW_PAGE_SIZE, type DwRecord, type OrderStatus, type OrderType } from "../../contract/funds.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { NETWORK_MESSAGE, callApi, failureOf, fundsCalls } from "./api.ts";
import { dayRange, memberTimeZone } from "./date-range.ts";
import { onBalanceChange } from "./session-watch.ts";
import { refusalOf } from "./validate.ts";

export interface RecordFilters {
  type: "all" | OrderType;
  status: "all" | OrderStatus;
  /** YYYY-MM-DD in the member's zone, "" for open. */
  start: string;
  end: string;
}

export type RecordsState =
  | { kind: "loading" }
  | { kind: "ready"; list: DwRecord[]; total: number; page: number; pageSize: number }
  | { kind: "error"; message: Message };

export const $filters = atom<RecordFilters>({ type: "all", status: "all", start: "", end: "" });
/** A filter the member must fix (the date range), shown on its field. */
export const $filterError = atom<Message | null>(null);
export const $records = atom<RecordsState>({ kind: "loading" });

let page = 1;
let seq = 0;

export function setFilter<K extends keyof RecordFilters>(key: K, value: RecordFilters[K]): void {
  $filters.set({ ...$filters.get(), [key]: value });
  $filterError.set(null);
}

export async function loadRecords(toPage = page): Promise<void> {
  const f = $filters.get();
  const range = dayRange(f.start, f.end, memberTimeZone());
  if (!range.ok) {
    $filterError.set({ key: `funds.err.${range.problem}` });
    return;
  }
  $filterError.set(null);
  page = toPage;
  const mine = ++seq;
  if ($records.get().kind !== "ready") $records.set({ kind: "loading" });
  try {
    const r = await callApi(fundsCalls.dwRecord, {
      type: f.type,
      status: f.status,
      ...(range.start_at ? { start_at: range.start_at } : {}),
      ...(range.end_at ? { end_at: range.end_at } : {}),
      page: toPage,
      page_size: DW_PAGE_SIZE,
    });
    if (mine !== seq) return; // a newer request answers for the page
    $records.set({ kind: "ready", list: r.list, total: r.total_count, page: r.page, pageSize: r.page_size });
  } catch (error) {
    if (mine !== seq) return;
    const e = failureOf(error);
    $records.set({ kind: "error", message: e.code === null ? NETWORK_MESSAGE : refusalOf(e.code, e.message).message });
  }
}

export function startRecords(initial: Partial<RecordFilters> = {}): () => void {
  $filters.set({ type: "all", status: "all", start: "", end: "", ...initial });
  page = 1;
  void loadRecords(1);
  return onBalanceChange(() => void loadRecords());
}
