// Browser. The registration stores and their effects (spec 001 §4, §7, §8): settings and agreement, the
// referral mode checked with /register/valid_message, the agent-domain currency lock, unique checks on blur,
// SMS with its countdown, the submit, and logging the new member in. Rules live in register.machine.ts.
import { atom, type WritableAtom } from "nanostores";
import { registerCalls } from "../../contract/register.ts";
import { toast } from "../../components/ui/index.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { CAPTCHA_TYPE, LINK_EXPIRE_TIME_MINUTES } from "../../lib/config/constants.ts";
import { COOKIES } from "../../lib/config/keys.ts";
import { currentDeviceFacts, deviceInfo } from "../../lib/device/detect.ts";
import { applyLogin, initSession } from "../../lib/session/index.ts";
import { $accountModal, closeAccountModal } from "../../components/ui/account-modal.ts";
import { createCaptcha, type CaptchaStore } from "../../components/ui/captcha.store.ts";
import { readCookie, removeCookie, writeCookie } from "../../lib/storage/index.ts";
import { registerCodeOutcome, type CodeOutcome } from "./codes.ts";
import type { FieldKey, RegisterValues } from "./fields.ts";
import {
  applyAgentDomain,
  applyValidity,
  initialCurrency,
  modeFromCookies,
  validMessageBody,
  type AgentDomain,
  type RegisterMode,
} from "./mode.ts";
import { changeCurrency, initialState, registerPayload, transition, uniqueCheckBody } from "./register.machine.ts";
import type { Event, Form, State } from "./register.machine.ts";

export interface AgreementEntry {
  title: string;
  content: string;
}

export interface RegisterFlow {
  $state: WritableAtom<State>;
  $agreement: WritableAtom<AgreementEntry | null>;
  captcha: CaptchaStore;
  load: () => Promise<void>;
  setValue: (key: keyof RegisterValues, value: string | boolean) => void;
  blur: (field: FieldKey) => void;
  changeCurrency: (currency: string) => void;
  requestSms: () => Promise<void>;
  smsCountdownEnded: () => void;
  refreshCaptcha: () => void;
  submit: () => Promise<void>;
  /** Back to an empty form (after a success or when the modal reopens). */
  reset: () => void;
}

function networkOutcome(e: unknown): CodeOutcome {
  if (isApiError(e) && e.kind === "platform") return registerCodeOutcome(e.code, e.message);
  return { field: "form", error: { key: "register.err.network" } };
}

const LINK_MAX_AGE_S = LINK_EXPIRE_TIME_MINUTES * 60;

function dropLinkCookies(): void {
  removeCookie(COOKIES.registerType);
  removeCookie(COOKIES.memberAgent);
  removeCookie(COOKIES.recommendCode);
}

/** A visitor signs up and is logged in (the sign-up modal and /register). */
function createRegisterFlow(): RegisterFlow {
  const $state = atom<State>(initialState);
  const $agreement = atom<AgreementEntry | null>(null);
  const captcha = createCaptcha(CAPTCHA_TYPE.register);
  const send = (e: Event) => $state.set(transition($state.get(), e));
  const form = (): Form | null => {
    const s = $state.get();
    return s.kind === "ready" ? s.form : null;
  };
  let loading: Promise<void> | null = null;
  let lastCaptchaRound = 0;

  const syncCaptcha = () => {
    const f = form();
    if (!f || !f.rules.verifyCode.display) return;
    if (f.captchaRound !== lastCaptchaRound || captcha.$state.get().status === "empty") {
      lastCaptchaRound = f.captchaRound;
      void captcha.load();
    }
  };

  const loadAgreement = async (siteId: number, lang: string) => {
    try {
      const res = await callApi(registerCalls.serviceAgreement, { site_id: siteId });
      const entry = res.list.find((a) => a.language === lang) ?? res.list[0];
      $agreement.set(entry ? { title: entry.title, content: entry.content } : null);
    } catch {
      $agreement.set(null);
    }
  };

  async function doLoad(): Promise<void> {
    initSession();
    const boot = readBoot();
    // spec 001 §5: demo mode blocks registration.
    if (boot.config.isDemo) return send({ type: "demo" });
    const siteId = boot.config.siteId;
    let mode: RegisterMode = modeFromCookies({
      registerType: readCookie(COOKIES.registerType),
      memberAgent: readCookie(COOKIES.memberAgent),
      recommendCode: readCookie(COOKIES.recommendCode),
      currency: readCookie(COOKIES.currency),
      agentDomainId: readCookie(COOKIES.agentDomainId),
    });
    const validBody = mode.kind !== "manual" ? validMessageBody(mode, siteId) : null;
    const [settings, domain, valid] = await Promise.all([
      callApi(registerCalls.registerSettings, { site_id: siteId }),
      callApi(registerCalls.checkAgentDomain, { host: location.host, site_id: siteId }).catch(
        (): AgentDomain | null => null,
      ),
      validBody
        ? callApi(registerCalls.validIntroducer, validBody)
            .then((r) => r.is_valid)
            .catch(() => true) // unknown: the platform judges at submit
        : Promise.resolve(true),
    ]);
    void loadAgreement(siteId, boot.lang);
    if (!valid) {
      // An expired or wrong link: register without it (spec 001 §4 "manual entry").
      if (mode.kind === "member_agent" && mode.source === "domain") removeCookie(COOKIES.agentDomainId);
      else dropLinkCookies();
    }
    mode = applyAgentDomain(applyValidity(mode, valid), domain);
    if (domain?.is_valid && domain.agent_id !== null) {
      writeCookie(COOKIES.agentDomainId, String(domain.agent_id), { maxAgeS: LINK_MAX_AGE_S });
    }
    const choice = initialCurrency({
      pageCurrency: boot.currency,
      linkCurrency: readCookie(COOKIES.currency),
      domain,
    });
    send({
      type: "loaded",
      settings: settings.list,
      currencies: boot.config.currencies,
      currency: choice.currency,
      locked: choice.locked,
      siteId,
      mode,
    });
    syncCaptcha();
  }

  const load = (): Promise<void> => {
    const s = $state.get();
    if (s.kind === "ready" || s.kind === "demo") return Promise.resolve();
    if (!loading) {
      loading = doLoad()
        .catch(() => send({ type: "loadFailed", error: { key: "register.err.load" } }))
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };

  const checkUnique = async (field: FieldKey) => {
    const f = form();
    if (!f) return;
    const body = uniqueCheckBody(f, field);
    if (!body) return;
    const sent = String(f.values[field as keyof RegisterValues]);
    send({ type: "uniqueChecking", field });
    let error: CodeOutcome["error"] | null = null;
    try {
      await callApi(registerCalls.verifyField, body);
    } catch (e) {
      const outcome = networkOutcome(e);
      // Only an answer about this field counts; anything else is judged again at submit.
      if (outcome.field === field) error = outcome.error;
    }
    const now = form();
    // A value typed since the check was sent makes its answer stale.
    if (now && String(now.values[field as keyof RegisterValues]) !== sent) error = null;
    send({ type: "uniqueChecked", field, error });
  };

  return {
    $state,
    $agreement,
    captcha,
    load,
    setValue: (key, value) => send({ type: "input", key, value }),
    blur: (field) => {
      send({ type: "blur", field });
      void checkUnique(field);
    },
    changeCurrency: (currency) => {
      const f = form();
      if (!f) return;
      const { recheck } = changeCurrency(f, currency);
      send({ type: "currencyChanged", currency });
      for (const field of recheck) void checkUnique(field);
      syncCaptcha();
    },
    requestSms: async () => {
      send({ type: "smsRequested" });
      const f = form();
      if (!f || f.sms.kind !== "sending") return;
      try {
        const res = await callApi(registerCalls.sendSms, {
          member_phone: f.values.memberPhone.trim(),
          currency: f.currency as never,
          type: "register_member",
          site_id: f.siteId,
        });
        send({ type: "smsSent", now: Date.now(), lockSeconds: res.lock_seconds });
        toast.success({ key: "register.sms.sent" });
      } catch (e) {
        const platform = isApiError(e) && e.kind === "platform";
        send({
          type: "smsFailed",
          code: platform ? e.code : 0,
          message: isApiError(e) ? e.message : "",
          now: Date.now(),
          platform,
        });
      }
    },
    smsCountdownEnded: () => send({ type: "smsCountdownEnded" }),
    refreshCaptcha: () => void captcha.load(),
    submit: async () => {
      send({ type: "submitRequested" });
      const f = form();
      if (!f || f.submit.kind !== "submitting") return;
      const body = registerPayload(f, {
        captchaToken: captcha.token(),
        device: deviceInfo(currentDeviceFacts(false)),
      });
      try {
        const res = await callApi(registerCalls.register, body);
        // The platform logs the new member in (contract: /register answers a login result).
        applyLogin(res.token, res.member_id, res.member_account, res.member_currency, res.member_type, res.agent_type);
        removeCookie(COOKIES.isRouteRegister);
        dropLinkCookies();
        toast.success({ key: "register.success" });
        send({ type: "registered", account: res.member_account });
        if ($accountModal.get()?.kind === "register") closeAccountModal();
      } catch (e) {
        send({ type: "submitFailed", outcome: networkOutcome(e) });
        if (isApiError(e) && e.kind === "platform") {
          const outcome = registerCodeOutcome(e.code, e.message);
          if (outcome.field === "form")
            toast.error("key" in outcome.error ? { key: outcome.error.key } : { text: outcome.error.text });
        }
        syncCaptcha();
      }
    },
    reset: () => {
      loading = null;
      lastCaptchaRound = 0;
      captcha.reset();
      $state.set(initialState);
    },
  };
}

let memberFlow: RegisterFlow | null = null;

/** The visitor's sign-up flow, one per page (the register modal). */
export function memberRegisterFlow(): RegisterFlow {
  memberFlow ??= createRegisterFlow();
  return memberFlow;
}
