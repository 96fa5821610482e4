// Browser. The recommend pages' stores: the member's code and totals, the friends' record (pages), the
// search; a refusal with RECOMMEND_CODES.notAvailable shows the page as closed (spec 001 §6).
import { atom, type WritableAtom } from "nanostores";
import { RECOMMEND_CODES, RECOMMEND_PAGE_SIZE, type RecommendFriend } from "../../contract/recommend.ts";
import type { Currency } from "../../contract/constants.ts";
import { isApiError } from "../../lib/api/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { IDLE, runLoad, type Load } from "../../lib/load/index.ts";
import { initSession } from "../../lib/session/index.ts";
import { copyWithToast } from "../../components/ui/clipboard.ts";
import { getRecommendInfo, getRecommendRecord, searchRecommendFriends } from "./api.ts";
import { CLOSED, type Closed } from "./recommend-pages.machine.ts";
import { searchError } from "./share.ts";

export interface Info {
  recommend_code: string;
  currency: Currency;
  friends_count: number;
  award_total: number;
}
export interface RecordPage {
  page: number;
  currency: Currency;
  list: RecommendFriend[];
  total_count: number;
  award_total: number;
}
export interface SearchResult {
  query: string;
  currency: Currency;
  list: RecommendFriend[];
}

export const $recommendInfo = atom<Load<Info | Closed>>(IDLE);
export const $recommendRecord = atom<Load<RecordPage | Closed>>(IDLE);
export const $recommendSearch = atom<Load<SearchResult | Closed>>(IDLE);
export const $searchInput = atom<{ value: string; error: Message | null }>({ value: "", error: null });

/** A refusal with RECOMMEND_CODES.notAvailable is an answer: the programme is closed (spec 001 §6). */
function run<T>(store: WritableAtom<Load<T | Closed>>, call: () => Promise<T>): Promise<unknown> {
  return runLoad<T | Closed>(
    store,
    async () => {
      try {
        return await call();
      } catch (error) {
        if (isApiError(error) && error.kind === "platform" && error.code === RECOMMEND_CODES.notAvailable)
          return CLOSED;
        throw error;
      }
    },
    { keep: false },
  );
}

export function startRecommendProject(): void {
  initSession();
  if ($recommendInfo.get().kind === "idle") void run($recommendInfo, getRecommendInfo);
}

export function loadRecommendRecord(page = 1): void {
  initSession();
  void run($recommendRecord, async () => ({ page, ...(await getRecommendRecord(page, RECOMMEND_PAGE_SIZE)) }));
}

export function startRecommendRecord(): void {
  if ($recommendRecord.get().kind === "idle") loadRecommendRecord(1);
}

export function inputRecommendSearch(value: string): void {
  $searchInput.set({ value, error: null });
}

export function submitRecommendSearch(): void {
  initSession();
  const { value } = $searchInput.get();
  const error = searchError(value);
  $searchInput.set({ value, error });
  if (error) return;
  const query = value.trim();
  void run($recommendSearch, async () => ({ query, ...(await searchRecommendFriends(query)) }));
}

/** Copies the invite link; the toast says whether it worked (a browser may refuse the clipboard). */
export function copyInviteLink(link: string): Promise<void> {
  return copyWithToast(link, "recommend.copied", "recommend.copyFailed");
}
