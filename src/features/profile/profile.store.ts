// Browser. /user/Info's stores: the profile and the register settings (read when the page starts and
// again on profile.updated and a "catch-up", spec 001 §4 platform events), the completion form and the withdraw-password form,
// each sending its machine the answers of its calls.
import { atom } from "nanostores";
import type { MemberProfile } from "../../contract/member.ts";
import type { RegisterSetting } from "../../contract/register.ts";
import { isApiError } from "../../lib/api/index.ts";
import { PLATFORM_TIMING } from "../../lib/config/constants.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Message } from "../../lib/i18n/message.ts";
import {
  LOADING,
  beginSubmit,
  errorMessage,
  machineSender,
  runLoad,
  sendLoad,
  type Load,
} from "../../lib/load/index.ts";
import { lockTimeFormatter } from "../../lib/i18n/withdraw-pin.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { initSession, siteId } from "../../lib/session/index.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { editProfile, getProfile, getRegisterSettings, sendProfileSms, setWithdrawPassword } from "./api.ts";
import {
  completionTransition,
  filledFields,
  initialCompletion,
  initialPin,
  pinTransition,
  type CompletionField,
  type CompletionState,
  type PinState,
} from "./profile.machine.ts";
import { completableFields, pinOutcome, profileEditOutcome, smsOutcome, type PinField } from "./profile.ts";

export interface ProfileData {
  profile: MemberProfile;
  settings: RegisterSetting[];
}

/** A reload (profile.updated, a saved PIN) keeps the profile shown, also when it fails (src/lib/load). */
export const $profile = atom<Load<ProfileData>>(LOADING);
export const $completion = atom<CompletionState>(initialCompletion);
export const $pin = atom<PinState>(initialPin);

const messageOf: (error: unknown) => Message = errorMessage;
const refusal = (e: unknown) =>
  isApiError(e) && e.kind === "platform" ? { code: e.code, message: e.message, data: e.data } : null;

export async function loadProfile(): Promise<void> {
  await runLoad(
    $profile,
    async () => {
      const [profile, settings] = await Promise.all([getProfile(), getRegisterSettings(siteId())]);
      return { profile, settings };
    },
    { keepOnError: true },
  );
}

let stop: (() => void) | null = null;
/** The page appeared: read the profile, and read it again on every profile.updated. Returns the cleanup. */
export function startProfile(): () => void {
  initSession();
  void loadProfile();
  stop?.();
  const offUpdated = platformEvents.on("profile.updated", () => void loadProfile());
  const offCatchUp = platformEvents.on("catch-up", () => void loadProfile());
  const off = () => {
    offUpdated();
    offCatchUp();
  };
  stop = off;
  return () => {
    off();
    if (stop === off) stop = null;
  };
}

const sendCompletion = machineSender($completion, completionTransition);

export function inputProfileField(field: CompletionField, value: string): void {
  sendCompletion({ type: "input", field, value });
}

export async function saveProfile(): Promise<void> {
  const load = $profile.get();
  if (load.kind !== "ready") return;
  const fields = completableFields(load.data.profile, load.data.settings);
  const s = beginSubmit($completion, () => sendCompletion({ type: "submit", fields }), "saving");
  if (!s) return;
  const body: Record<string, string> = {};
  for (const f of filledFields(s, fields)) body[f] = (s.values[f] ?? "").trim();
  if (body.member_phone && fields.some((f) => f.field === "member_phone" && f.verification))
    body.phone_verify = s.values.phone_verify ?? "";
  try {
    const profile = await editProfile(body);
    sendLoad($profile, { type: "update", data: { profile, settings: load.data.settings } });
    sendCompletion({ type: "saved" });
    showToast("success", { key: "profile.saved" });
  } catch (error) {
    const r = refusal(error);
    const out = r ? profileEditOutcome(r.code, r.message) : { field: null, message: messageOf(error) };
    sendCompletion({ type: "refused", field: out.field, message: out.message });
  }
}

export async function sendPhoneCode(): Promise<void> {
  const phone = ($completion.get().values.member_phone ?? "").trim();
  if ($completion.get().sms.kind !== "idle") return;
  sendCompletion({ type: "smsSending" });
  try {
    const lock = await sendProfileSms(phone);
    sendCompletion({ type: "smsSent", until: Date.now() + lock * 1000 });
  } catch (error) {
    const r = refusal(error);
    const out = r ? smsOutcome(r.code, r.message) : { message: messageOf(error), countdown: false };
    sendCompletion({
      type: "smsFailed",
      message: out.message,
      until: out.countdown ? Date.now() + PLATFORM_TIMING.smsCountdownS * 1000 : null,
    });
  }
}

export function phoneCodeLockEnded(): void {
  sendCompletion({ type: "smsEnded" });
}

const sendPin = machineSender($pin, pinTransition);

export function inputPin(field: PinField, value: string): void {
  sendPin({ type: "input", field, value });
}

export async function savePin(): Promise<void> {
  const load = $profile.get();
  if (load.kind !== "ready") return;
  const hasPassword = load.data.profile.is_withdraw_password === 1;
  const s = beginSubmit($pin, () => sendPin({ type: "submit", hasPassword }), "saving");
  if (!s) return;
  try {
    await setWithdrawPassword({
      ...(hasPassword ? { old_withdraw_password: s.values.old } : {}),
      withdraw_password: s.values.pin,
      withdraw_password_confirmation: s.values.confirm,
    });
    sendPin({ type: "saved" });
    showToast("success", { key: hasPassword ? "profile.pin.changed" : "profile.pin.set" });
    void loadProfile();
  } catch (error) {
    const r = refusal(error);
    const out = r
      ? pinOutcome(r.code, r.message, r.data, lockTimeFormatter(pageLocaleTag()))
      : { field: null, message: messageOf(error) };
    sendPin({ type: "refused", field: out.field, message: out.message });
  }
}
