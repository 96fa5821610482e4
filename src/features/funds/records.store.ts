// Browser. The deposit and withdrawal record (DWRecord): filters by type, status and a date range in the
// member's time zone (date-range.ts says how), pages of DW_PAGE_SIZE; read again on every member.cash.
import { atom } from "nanostores";
import { DW_PAGE_SIZE, type DwRecord, type OrderStatus, type OrderType } from "../../contract/funds.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { callApi, fundsCalls, loadMessage } from "./api.ts";
import { dayRange, memberTimeZone } from "./date-range.ts";
import { onBalanceChange } from "../../lib/session/index.ts";

export interface RecordFilters {
  type: "all" | OrderType;
  status: "all" | OrderStatus;
  /** YYYY-MM-DD in the member's zone, "" for open. */
  start: string;
  end: string;
}

export interface RecordsPage {
  list: DwRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export const $filters = atom<RecordFilters>({ type: "all", status: "all", start: "", end: "" });
/** A filter the member must fix (the date range), shown on its field. */
export const $filterError = atom<Message | null>(null);
/** The page shown; a reload (another page, a filter, member.cash) keeps it on screen until the answer. */
export const $records = atom<Load<RecordsPage>>(LOADING);

let page = 1;

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
  // A newer request answers for the page: runLoad drops the older answer.
  await runLoad(
    $records,
    async (signal) => {
      const r = await callApi(
        fundsCalls.dwRecord,
        {
          type: f.type,
          status: f.status,
          ...(range.start_at ? { start_at: range.start_at } : {}),
          ...(range.end_at ? { end_at: range.end_at } : {}),
          page: toPage,
          page_size: DW_PAGE_SIZE,
        },
        { signal },
      );
      return { list: r.list, total: r.total_count, page: r.page, pageSize: r.page_size };
    },
    { message: loadMessage },
  );
}

export function startRecords(initial: Partial<RecordFilters> = {}): () => void {
  $filters.set({ type: "all", status: "all", start: "", end: "", ...initial });
  page = 1;
  void loadRecords(1);
  return onBalanceChange(() => void loadRecords());
}
