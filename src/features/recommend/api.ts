// Browser. The two checks behind the recommend flag (spec 001 §6).
import { memberCalls } from "../../contract/member.ts";
import { recommendCalls } from "../../contract/recommend.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { recommendVisible } from "./recommend.ts";

export async function getRecommendVisible(siteId: number, currency: Currency): Promise<boolean> {
  let isFriend: number | null = null;
  let applyCode: number | null = null;
  try {
    isFriend = (await callApi(memberCalls.bonusSettingCheck, { site_id: siteId, member_currency: currency })).is_friend;
  } catch {
    isFriend = null;
  }
  try {
    await callApi(memberCalls.applyForAgentCheck, { agent_id: 0, apply_agent_flag: 0 });
  } catch (error) {
    applyCode = isApiError(error) ? error.code : null;
  }
  return recommendVisible(isFriend, applyCode);
}

// The recommend pages' calls (our extension, src/contract/recommend.ts).
export async function getRecommendInfo() {
  return callApi(recommendCalls.recommendInfo, {});
}

export async function getRecommendRecord(page: number, count: number) {
  return callApi(recommendCalls.recommendRecord, { page, count });
}

export async function searchRecommendFriends(account: string) {
  return callApi(recommendCalls.recommendSearch, { member_account: account });
}
