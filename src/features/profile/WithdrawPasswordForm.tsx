// Island. /user/Info's withdraw password (spec 001 §5, §9): set it (four boxes, twice) or change it
// (the old one first). It renders profile.store's state and calls its actions.
import { useStore } from "@nanostores/react";
import PinInput from "../../components/ui/PinInput.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberKnown } from "../../components/ui/use-member-start.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { pinFieldMessage } from "./profile.machine.ts";
import type { PinField } from "./profile.ts";
import { $pin, $profile, inputPin, savePin } from "./profile.store.ts";
import "./profile.css";
import TitledSection from "../../components/ui/TitledSection.tsx";
import SubmitForm, { SubmitFoot, errorText } from "../../components/ui/SubmitForm.tsx";
import type { LocaleKey } from "../../components/ui/index.ts";

/** The boxes in order, each with its id and label; the old one only when a withdraw password is set. */
const PINS: readonly { field: PinField; id: string; label: LocaleKey }[] = [
  { field: "old", id: "withdraw-pin-old", label: "profile.pin.old" },
  { field: "pin", id: "withdraw-pin-new", label: "profile.pin.new" },
  { field: "confirm", id: "withdraw-pin-confirm", label: "profile.pin.confirm" },
];

export default function WithdrawPasswordForm() {
  const t = useT();
  const load = useStore($profile);
  const state = useStore($pin);
  const known = useMemberKnown();
  // ProfileInfo starts the profile store; this form waits for its answer.
  if (!known || load.kind !== "ready") return null;
  const hasPassword = load.data.profile.is_withdraw_password === 1;
  const above = state.refused && state.refused.field === null ? messageText(t, state.refused.message) : null;
  return (
    <TitledSection
      id="withdraw-pin-title"
      title={hasPassword ? t("profile.pin.changeTitle") : t("profile.pin.setTitle")}
      className="panel-card"
      titleClassName="panel-title"
    >
      <SubmitForm className="ui-form profile-form" onSubmit={savePin}>
        {PINS.filter((p) => hasPassword || p.field !== "old").map((p) => (
          <PinInput
            key={p.field}
            id={p.id}
            label={t(p.label)}
            value={state.values[p.field]}
            onChange={(v) => inputPin(p.field, v)}
            error={errorText(t)(pinFieldMessage(state, p.field))}
          />
        ))}
        <SubmitFoot
          message={above}
          busy={state.kind === "saving"}
          label={hasPassword ? t("profile.pin.changeSubmit") : t("profile.pin.setSubmit")}
          block={false}
        />
      </SubmitForm>
    </TitledSection>
  );
}
