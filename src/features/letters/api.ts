// Browser. The letters calls this feature makes (spec 001 §9).
import { lettersCalls, type Letter } from "../../contract/letters.ts";
import { callApi } from "../../lib/api/index.ts";
import { LETTER_PAGE_SIZE } from "../../lib/config/constants.ts";

/** The list body of spec 001 §9: 50 letters a page (page 1 unless asked), id descending. */
const listBody = (siteId: number, language: string, page = 1) => ({
  page,
  count: LETTER_PAGE_SIZE,
  sort_field: "id" as const,
  sort_order: "descending" as const,
  site_id: siteId,
  language,
});

/** The unread letter count: page 1, 50 letters, id descending (spec 001 §9). */
export async function getUnreadLetterCount(siteId: number, language: string): Promise<number> {
  return (await callApi(lettersCalls.letters, listBody(siteId, language))).unread_count;
}

export async function getLetters(
  siteId: number,
  language: string,
  page = 1,
): Promise<{ list: Letter[]; total: number; unread: number }> {
  const res = await callApi(lettersCalls.letters, listBody(siteId, language, page));
  return { list: res.list, total: res.total_count, unread: res.unread_count };
}

export async function markLetterRead(id: number): Promise<void> {
  await callApi(lettersCalls.readLetter, { id });
}

/** letter/destroy: the list body plus the ids (contract decision). */
export async function destroyLetters(siteId: number, language: string, ids: number[]): Promise<void> {
  await callApi(lettersCalls.destroyLetters, { ...listBody(siteId, language), id: ids });
}
