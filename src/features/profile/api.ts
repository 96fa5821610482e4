// Browser. The calls of /user/Info: the profile (spec 001 §7), the register settings per currency, and
// our extensions for completing the profile, its SMS and the withdraw password (src/contract/member.ts).
import {
  memberCalls,
  type MemberProfile,
  type ProfileEditRequest,
  type WithdrawPasswordRequest,
} from "../../contract/member.ts";
import { registerCalls, type RegisterSetting } from "../../contract/register.ts";
import { callApi } from "../../lib/api/index.ts";

export async function getProfile(): Promise<MemberProfile> {
  return (await callApi(memberCalls.profile, {})).member_profile;
}

export async function getRegisterSettings(siteId: number): Promise<RegisterSetting[]> {
  return (await callApi(registerCalls.registerSettings, { site_id: siteId })).list;
}

export async function editProfile(body: ProfileEditRequest): Promise<MemberProfile> {
  return (await callApi(memberCalls.editProfile, body)).member_profile;
}

export async function sendProfileSms(phone: string): Promise<number> {
  return (await callApi(memberCalls.profileSms, { member_phone: phone })).lock_seconds;
}

export async function setWithdrawPassword(body: WithdrawPasswordRequest): Promise<void> {
  await callApi(memberCalls.withdrawPassword, body);
}
