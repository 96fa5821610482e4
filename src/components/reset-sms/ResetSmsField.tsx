// Island piece. The password reset's SMS code (our extension, contract RESET_SMS): a code field with a "Send code"
// button that sends it to the account's phone on file, then counts down to the next allowed SMS (spec 001 §4, §9:
// 300 s), for this account only.
import { useStore } from "@nanostores/react";
import Countdown from "../ui/Countdown.tsx";
import Field from "../ui/Field.tsx";
import { useT } from "../ui/i18n.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import { RESET_SMS } from "../../contract/auth.ts";
import { $resetSms, resetSmsCountdownEnded, resetSmsLockedUntil, sendResetSms } from "./reset-sms.ts";

export default function ResetSmsField({
  account,
  value,
  onChange,
  error,
}: {
  account: string;
  value: string;
  onChange: (v: string) => void;
  error: Message | undefined;
}) {
  const t = useT();
  const sms = useStore($resetSms);
  const until = resetSmsLockedUntil(sms, account, Date.now());
  const shown = error ?? sms.error ?? undefined;
  const button = until ? (
    <button type="button" className="ui-btn ui-btn--ghost reg-sms" disabled>
      <Countdown
        until={until}
        onEnd={() => resetSmsCountdownEnded(account)}
        render={(s) => t("register.sms.resendIn", { s })}
      />
    </button>
  ) : (
    <button
      type="button"
      className="ui-btn ui-btn--ghost reg-sms"
      disabled={sms.sending}
      onClick={() => void sendResetSms(account)}
    >
      {t("register.sms.send")}
    </button>
  );
  return (
    <Field
      label={t("auth.field.sms_code")}
      kind="smsCode"
      maxLength={RESET_SMS.digits}
      value={value}
      onChange={onChange}
      error={shown ? messageText(t, shown) : undefined}
      hint={t("auth.sms.hint")}
      addon={button}
    />
  );
}
