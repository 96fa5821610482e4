// Island. A time-out ("Take a break": 24 h, 7 d, 30 d, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years,
// permanent): choose the length, confirm (it starts now, logs out everywhere and cannot be ended early), then the
// platform starts it (src/contract/protection.ts) and the member is logged out. Withdrawals stay possible.
import { useId, useState, type FormEvent } from "react";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import FormError from "../../components/ui/FormError.tsx";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import { logout } from "../../lib/session/index.ts";
import { serverNow } from "../../lib/api/index.ts";
import {
  PROTECTION_CODES,
  SELF_EXCLUSION_LENGTHS,
  TIME_OUT_LENGTHS,
  exclusionEnd,
  protectionCalls,
  type ExclusionKind,
  type ExclusionLength,
  type SelfExclusionLength,
  type TimeOutLength,
} from "../../contract/protection.ts";
import { protectionRefusal } from "./refusals.ts";
import LengthChoice from "./LengthChoice.tsx";
import StartOrBack from "./StartOrBack.tsx";

type Step =
  | { kind: "choose"; error: Message | null }
  | { kind: "confirm"; length: ExclusionLength; error: Message | null; sending: boolean }
  | { kind: "done"; message: Message };

export default function ExclusionForm({ kind }: { kind: ExclusionKind }) {
  const t = useT();
  const id = useId();
  const lengths: readonly ExclusionLength[] = kind === "time_out" ? TIME_OUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  const [length, setLength] = useState<ExclusionLength | "">("");
  const [step, setStep] = useState<Step>({ kind: "choose", error: null });
  const locale = pageLocaleTag();
  const hydrated = useHydrated();

  const choose = (e: FormEvent) => {
    e.preventDefault();
    if (!length) setStep({ kind: "choose", error: { key: "protection.err.chooseLength" } });
    else setStep({ kind: "confirm", length, error: null, sending: false });
  };

  const confirm = async (chosen: ExclusionLength) => {
    setStep({ kind: "confirm", length: chosen, error: null, sending: true });
    try {
      const out =
        kind === "time_out"
          ? await callApi(protectionCalls.protectionTimeOut, { length: chosen as TimeOutLength })
          : await callApi(protectionCalls.protectionSelfExclusion, { length: chosen as SelfExclusionLength });
      const message = protectionRefusal(PROTECTION_CODES.excluded, out.exclusion, locale) ?? {
        key: "protection.excluded.unknown",
      };
      setStep({ kind: "done", message });
      // The platform has ended every session (protection.ended); this tab logs out too, whatever the socket does.
      void logout({ reason: "elsewhere", callServer: false, navigate: false });
    } catch (e) {
      const refusal = isApiError(e) ? protectionRefusal(e.code, e.data, locale) : null;
      setStep({
        kind: "confirm",
        length: chosen,
        sending: false,
        error: refusal ?? { key: "protection.err.failed" },
      });
    }
  };

  // A choice made before the island runs would be lost: nothing to press until then (the server has no translator).
  if (!hydrated) return <p className="exclusion" role="status" aria-busy="true" />;

  if (step.kind === "done") {
    return (
      <div className="exclusion" data-testid="exclusion-done">
        <p role="status" className="notice-box">
          {messageText(t, step.message)}
        </p>
      </div>
    );
  }

  if (step.kind === "confirm") {
    const end = exclusionEnd(step.length, serverNow());
    const text =
      end === null
        ? t("protection.confirm.permanent")
        : t("protection.confirm.until", { date: formatDateTime(new Date(end).toISOString(), locale, "minute") });
    return (
      <div className="exclusion" role="group" aria-labelledby={`${id}-confirm`} data-testid="exclusion-confirm">
        <h2 id={`${id}-confirm`}>{t("protection.confirm.title")}</h2>
        <p>{text}</p>
        <p>{t("protection.confirm.withdraw")}</p>
        {step.error && <FormError message={messageText(t, step.error)} focusable />}
        <StartOrBack
          className="exclusion-actions"
          sending={step.sending}
          onStart={() => void confirm(step.length)}
          onBack={() => setStep({ kind: "choose", error: null })}
        />
      </div>
    );
  }

  return (
    <form className="exclusion ui-form" onSubmit={choose} noValidate>
      <p>{t(kind === "time_out" ? "protection.timeOut.intro" : "protection.selfExclusion.intro")}</p>
      <LengthChoice
        id={id}
        lengths={lengths}
        value={length}
        onChange={setLength}
        invalid={step.error !== null}
        look="exclusion"
      />
      {step.error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {messageText(t, step.error)}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--primary">
        {t("protection.continue")}
      </button>
    </form>
  );
}
