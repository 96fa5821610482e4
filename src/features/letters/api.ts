// Browser. The letters calls this feature makes (spec 001 §9).
import { lettersCalls } from "../../contract/letters.ts";
import { callApi } from "../../lib/api/index.ts";
import { LETTER_PAGE_SIZE } from "../../lib/config/constants.ts";

/** The unread letter count: page 1, 50 letters, id descending (spec 001 §9). */
export async function getUnreadLetterCount(siteId: number, language: string): Promise<number> {
  const res = await callApi(lettersCalls.letters, {
    page: 1,
    count: LETTER_PAGE_SIZE,
    sort_field: "id",
    sort_order: "descending",
    site_id: siteId,
    language,
  });
  return res.unread_count;
}
