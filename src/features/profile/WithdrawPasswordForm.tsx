// Island. /user/Info's withdraw password (spec 001 §5, §9): set it (four boxes, twice) or change it
// (the old one first). It renders profile.store's state and calls its actions.
import { useStore } from "@nanostores/react";
import PinInput from "../../components/ui/PinInput.tsx";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $isLoggedIn, $sessionReady } from "../../lib/session/index.ts";
import { pinFieldMessage } from "./profile.machine.ts";
import type { PinField } from "./profile.ts";
import { $pin, $profile, inputPin, savePin } from "./profile.store.ts";
import "./profile.css";
import FormError from "../../components/ui/FormError.tsx";

export default function WithdrawPasswordForm() {
  const t = useT();
  const load = useStore($profile);
  const state = useStore($pin);
  const ready = useStore($sessionReady);
  const loggedIn = useStore($isLoggedIn);
  const mounted = useHydrated();
  // ProfileInfo starts the profile store; this form waits for its answer.
  if (!mounted || !ready || !loggedIn || load.kind !== "ready") return null;
  const hasPassword = load.data.profile.is_withdraw_password === 1;
  const err = (f: PinField) => {
    const m = pinFieldMessage(state, f);
    return m ? messageText(t, m) : null;
  };
  const above = state.refused && state.refused.field === null ? messageText(t, state.refused.message) : null;
  return (
    <section className="profile-card" aria-labelledby="withdraw-pin-title">
      <h2 id="withdraw-pin-title" className="profile-title">
        {hasPassword ? t("profile.pin.changeTitle") : t("profile.pin.setTitle")}
      </h2>
      <form
        className="ui-form profile-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void savePin();
        }}
      >
        {hasPassword && (
          <PinInput
            id="withdraw-pin-old"
            label={t("profile.pin.old")}
            value={state.values.old}
            onChange={(v) => inputPin("old", v)}
            error={err("old")}
          />
        )}
        <PinInput
          id="withdraw-pin-new"
          label={t("profile.pin.new")}
          value={state.values.pin}
          onChange={(v) => inputPin("pin", v)}
          error={err("pin")}
        />
        <PinInput
          id="withdraw-pin-confirm"
          label={t("profile.pin.confirm")}
          value={state.values.confirm}
          onChange={(v) => inputPin("confirm", v)}
          error={err("confirm")}
        />
        <FormError message={above} />
        <button type="submit" className="ui-btn ui-btn--primary" disabled={state.kind === "saving"}>
          {hasPassword ? t("profile.pin.changeSubmit") : t("profile.pin.setSubmit")}
        </button>
      </form>
    </section>
  );
}
