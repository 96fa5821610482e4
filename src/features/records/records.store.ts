// Browser. The Transaction page's store: holds records.machine's state, turns the member's dates into
// instants in the browser's zone (records.ts dayRange) and asks /member/game_record; a late answer to an older
// query is dropped by the machine.
import { atom } from "nanostores";
import { errorMessage, machineSender } from "../../lib/load/index.ts";
import { RECORDS_PAGE_SIZE } from "../../contract/records.ts";
import { getGameRecords } from "./api.ts";
import { initialState, queryOf, transition, type Filters, type State } from "./records.machine.ts";
import { browserZoneOffset, dayRange, localDate } from "./records.ts";

/** The last 7 days, today included, in the browser's zone (our default). */
function defaultFilters(now = new Date()): Filters {
  const offset = -now.getTimezoneOffset();
  return { from: localDate(now, offset, 6), to: localDate(now, offset), gpId: "", gameType: "" };
}

export const $records = atom<State>(initialState(defaultFilters()));

const send = machineSender($records, transition);

const messageOf = errorMessage;

async function load(): Promise<void> {
  const s = $records.get();
  if (s.status.kind !== "loading" || !s.asked) return;
  const range = dayRange(s.asked.from, s.asked.to, browserZoneOffset);
  const seq = s.seq;
  if (!range.ok) {
    send({ type: "failed", seq, message: { key: range.error } });
    return;
  }
  try {
    const data = await getGameRecords({
      start_at: range.start_at,
      end_at: range.end_at,
      ...queryOf(s.asked),
      page: s.status.page,
      count: RECORDS_PAGE_SIZE,
    });
    send({ type: "loaded", seq, data });
  } catch (error) {
    send({ type: "failed", seq, message: messageOf(error) });
  }
}

export function editRecordFilter(field: keyof Filters, value: string): void {
  send({ type: "edit", field, value });
}

/** Checks the dates and asks for page 1 of what the filters say. */
export function searchRecords(): void {
  const { filters } = $records.get();
  const range = dayRange(filters.from, filters.to, browserZoneOffset);
  send({ type: "search", rangeError: range.ok ? null : range.error });
  void load();
}

export function goToRecordsPage(page: number): void {
  send({ type: "page", page });
  void load();
}

/** The page appeared: the default range (last 7 days) is asked for once. */
export function startRecords(): void {
  if ($records.get().status.kind === "idle") searchRecords();
}
