// Island. /user/Info's profile (spec 001 §3): the member's details, and the empty fields the member
// centre lets them complete (is_member_center), the phone with its SMS code when is_member_center_verification.
// It renders profile.store's state and calls its actions.
import { useStore } from "@nanostores/react";
import Countdown from "../../components/ui/Countdown.tsx";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import type { ProfileField } from "../../contract/member.ts";
import { messageText } from "../../lib/i18n/message.ts";

import { completionFieldMessage, type CompletionField } from "./profile.machine.ts";
import { completableFields, fieldLabelKey, profileValue, SHOWN_FIELDS } from "./profile.ts";
import {
  $completion,
  $profile,
  inputProfileField,
  phoneCodeLockEnded,
  saveProfile,
  sendPhoneCode,
  startProfile,
} from "./profile.store.ts";
import "./profile.css";
import FormError, { StatusNote } from "../../components/ui/FormError.tsx";
import Facts from "../../components/ui/Facts.tsx";
import TitledSection from "../../components/ui/TitledSection.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";

const INPUT_TYPE: Partial<Record<ProfileField, string>> = {
  member_email: "email",
  member_phone: "tel",
  member_birthday: "date",
};
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  member_name: "name",
  member_email: "email",
  member_phone: "tel-national",
  member_birthday: "bday",
};

export default function ProfileInfo() {
  const t = useT();
  const load = useStore($profile);
  const form = useStore($completion);
  const active = useMemberStart(startProfile);
  if (!active) return null;

  if (load.kind === "loading" || load.kind === "idle") return <p className="profile-note">{t("profile.loading")}</p>;
  if (load.kind === "error") return <FormError message={load.message} />;

  const { profile, settings } = load.data;
  const fields = completableFields(profile, settings);
  const msg = (f: CompletionField) => {
    const m = completionFieldMessage(form, f);
    return m ? messageText(t, m) : null;
  };
  const above = form.refused && form.refused.field === null ? messageText(t, form.refused.message) : null;
  const shown = SHOWN_FIELDS.filter((f) => profileValue(profile, f) !== "");
  const phone = fields.find((f) => f.field === "member_phone");

  return (
    <>
      <TitledSection
        id="profile-details-title"
        title={t("profile.details")}
        className="panel-card"
        titleClassName="panel-title"
      >
        <Facts
          className="profile-details"
          testId="profile-details"
          items={[
            { label: t("register.field.memberAccount"), value: profile.member_account },
            { label: t("profile.currency"), value: profile.member_currency },
            ...shown.map((f) => ({ label: t(fieldLabelKey(f)), value: profileValue(profile, f) })),
            {
              label: t("auth.field.withdraw_password"),
              value: profile.is_withdraw_password === 1 ? t("profile.pin.isSet") : t("profile.pin.notSet"),
            },
          ]}
        />
      </TitledSection>

      {fields.length > 0 && (
        <TitledSection
          id="profile-complete-title"
          title={t("profile.complete")}
          className="panel-card"
          titleClassName="panel-title"
        >
          <p className="profile-note">{t("profile.completeHint")}</p>
          <SubmitForm className="ui-form profile-form" onSubmit={saveProfile}>
            {fields.map(({ field }) => (
              <Field
                key={field}
                label={t(fieldLabelKey(field))}
                type={INPUT_TYPE[field] ?? "text"}
                inputMode={field === "member_phone" ? "numeric" : undefined}
                autoComplete={AUTOCOMPLETE[field] ?? "off"}
                value={form.values[field] ?? ""}
                onChange={(v) => inputProfileField(field, v)}
                error={msg(field)}
                addon={
                  field === "member_phone" && phone?.verification ? (
                    <button
                      type="button"
                      className="ui-btn ui-btn--ghost profile-sms"
                      disabled={form.sms.kind !== "idle"}
                      onClick={() => void sendPhoneCode()}
                    >
                      {form.sms.kind === "locked" ? (
                        <Countdown
                          until={form.sms.until}
                          onEnd={phoneCodeLockEnded}
                          render={(s) => t("register.sms.resendIn", { s })}
                        />
                      ) : (
                        t("register.sms.send")
                      )}
                    </button>
                  ) : undefined
                }
              />
            ))}
            {phone?.verification && (
              <>
                {form.smsNote && (
                  <StatusNote
                    className={form.smsNote.ok ? "profile-note" : "ui-field__error"}
                    message={form.smsNote.message}
                  />
                )}
                <Field
                  label={t("register.field.phoneVerify")}
                  kind="smsCode"
                  maxLength={6}
                  value={form.values.phone_verify ?? ""}
                  onChange={(v) => inputProfileField("phone_verify", v)}
                  error={msg("phone_verify")}
                />
              </>
            )}
            <FormError message={above} />
            <button type="submit" className="ui-btn ui-btn--primary" disabled={form.kind === "saving"}>
              {t("profile.save")}
            </button>
          </SubmitForm>
        </TitledSection>
      )}
    </>
  );
}
