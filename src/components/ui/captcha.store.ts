// Browser. One captcha per form: `const captcha = createCaptcha(CAPTCHA_TYPE.login)`; islands useStore
// (captcha.$state) and call captcha.load() / captcha.reloadAfterWait().
import { atom } from "nanostores";
import { authCalls } from "../../contract/auth.ts";
import { callApi } from "../../lib/api/index.ts";
import { TIMING } from "../../lib/config/constants.ts";
import {
  CAPTCHA_EMPTY,
  canFetchCaptcha,
  captchaTransition,
  type CaptchaEvent,
  type CaptchaState,
} from "./captcha.machine.ts";
import { siteId } from "../../lib/session/session.store.ts";

export interface CaptchaStore {
  $state: ReturnType<typeof atom<CaptchaState>>;
  /** Fetches a captcha unless one is pending or a wait is active. */
  load: () => Promise<void>;
  /** Code 101: wait 1 s, then fetch a new captcha (spec 001 §4). */
  reloadAfterWait: () => void;
  /** Current token, or null. */
  token: () => string | null;
  reset: () => void;
}

export function createCaptcha(type: 1 | 2): CaptchaStore {
  const $state = atom<CaptchaState>(CAPTCHA_EMPTY);
  const send = (e: CaptchaEvent) => $state.set(captchaTransition($state.get(), e));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = async () => {
    if (!canFetchCaptcha($state.get(), Date.now())) return;
    send({ type: "request" });
    try {
      const res = await callApi(authCalls.captcha, { type, site_id: siteId() });
      send({ type: "loaded", token: res.token, image: res.captcha, placeholder: res.placeholder });
    } catch {
      send({ type: "failed" });
    }
  };
  return {
    $state,
    load,
    reloadAfterWait: () => {
      if (timer) clearTimeout(timer);
      send({ type: "wait", now: Date.now() });
      timer = setTimeout(() => void load(), TIMING.captchaWaitMs);
    },
    token: () => {
      const s = $state.get();
      return s.status === "ready" ? s.token : null;
    },
    reset: () => {
      if (timer) clearTimeout(timer);
      $state.set(CAPTCHA_EMPTY);
    },
  };
}
