// Island piece. The agent application form (src/contract/agent-apply.ts): how the applicant will bring members,
// how many in the first month, a note, and the agreement (/proxy/Agreement). The rules speak in the page's
// language before anything is sent (application-form.ts); the platform's refusals come back translated.
import { useStore } from "@nanostores/react";
import { useState } from "react";
import Field, { SelectField, TextAreaField } from "../../components/ui/Field.tsx";
import SubmitForm, { SubmitFoot } from "../../components/ui/SubmitForm.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { bootLocalePrefix } from "../../lib/boot/boot.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import { AGENT_APPLY_NOTE_MAX, AGENT_CHANNELS } from "../../contract/agent-apply.ts";
import { applicationErrors, toApplyRequest, type ApplyValues } from "./application-form.ts";
import { $applySubmit, submitApplication } from "./entry.store.ts";

const EMPTY: ApplyValues = { channel: "", expectedMembers: "", note: "", agreement: false };

export default function ApplyForm() {
  const t = useT();
  const submit = useStore($applySubmit);
  const [values, setValues] = useState<ApplyValues>(EMPTY);
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const errors = shown ? applicationErrors(values) : {};
  const err = (f: keyof ApplyValues) => (errors[f] ? messageText(t, errors[f]) : undefined);
  const set = <K extends keyof ApplyValues>(k: K, v: ApplyValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const prefix = bootLocalePrefix();

  const onSubmit = async () => {
    setShown(true);
    setRefusal(null);
    const request = toApplyRequest(values);
    if (!request) return;
    setRefusal(await submitApplication(request));
  };

  return (
    <SubmitForm onSubmit={onSubmit}>
      <SelectField
        label={`${t("agentProgramme.apply.channel")} *`}
        value={values.channel}
        onChange={(v) => set("channel", v)}
        error={err("channel")}
        options={[
          { value: "", label: t("agentProgramme.apply.choose") },
          ...AGENT_CHANNELS.map((c) => ({ value: c, label: t(runtimeKey(`agentProgramme.channel.${c}`)) })),
        ]}
      />
      <Field
        label={`${t("agentProgramme.apply.expected")} *`}
        value={values.expectedMembers}
        onChange={(v) => set("expectedMembers", v)}
        error={err("expectedMembers")}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextAreaField
        id="agent-apply-note"
        label={t("agentProgramme.apply.note")}
        inputClassName="ap-textarea"
        rows={3}
        maxLength={AGENT_APPLY_NOTE_MAX + 50}
        value={values.note}
        onChange={(v) => set("note", v)}
        error={err("note")}
      />
      <div className={`ui-field${errors.agreement ? " ui-field--error" : ""}`}>
        <label className="ap-check">
          <input
            type="checkbox"
            checked={values.agreement}
            onChange={(e) => set("agreement", e.target.checked)}
            aria-invalid={errors.agreement ? true : undefined}
            {...(errors.agreement ? { "aria-describedby": "agent-apply-agreement-error" } : {})}
          />
          <span>
            {t("agentProgramme.apply.agreement")}{" "}
            <a href={`${prefix}/proxy/Agreement`} target="_blank" rel="noopener">
              {t("proxy.menu.Agreement")}
            </a>
          </span>
        </label>
        {errors.agreement && (
          <p id="agent-apply-agreement-error" className="ui-field__error" role="alert">
            {messageText(t, errors.agreement)}
          </p>
        )}
      </div>
      <SubmitFoot
        message={refusal ? messageText(t, refusal) : undefined}
        busy={submit.kind === "loading"}
        label={t("agentProgramme.apply.submit")}
      />
    </SubmitForm>
  );
}
