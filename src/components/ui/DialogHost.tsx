// Island piece. Renders the open prompt or confirm dialog of dialog.store.ts.
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $dialog, type PromptRequest } from "./dialog.store.ts";
import Field from "./Field.tsx";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { useT } from "./i18n.ts";
import Modal from "./Modal.tsx";
import { checkPrompt } from "./prompt.machine.ts";

function PromptBody({ req }: { req: PromptRequest }) {
  const t = useT();
  const [value, setValue] = useState(req.initial ?? "");
  const [touched, setTouched] = useState(false);
  const check = checkPrompt(value, req);
  return (
    <form
      className="ui-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (check.valid) req.resolve(value);
      }}
    >
      <Field
        label={t(req.labelKey ?? req.titleKey)}
        value={value}
        onChange={(v) => {
          setValue(v);
          setTouched(true);
        }}
        inputMode={req.inputMode ?? "text"}
        error={touched && !check.valid ? t(runtimeKey(check.error)) : null}
      />
      <div className="ui-actions">
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => req.resolve(null)}>
          {t("ui.cancel")}
        </button>
        <button type="submit" className="ui-btn ui-btn--primary" disabled={!check.valid}>
          {t("ui.confirm")}
        </button>
      </div>
    </form>
  );
}

export default function DialogHost() {
  const req = useStore($dialog);
  const t = useT();
  if (!req) return null;
  const cancel = () => (req.kind === "confirm" ? req.resolve(false) : req.resolve(null));
  return (
    <Modal open title={t(req.titleKey)} onClose={cancel} level={50} testId="ui-dialog">
      {req.kind === "prompt" ? (
        <PromptBody req={req} />
      ) : (
        <div className="ui-form">
          {req.messageKey && <p className="ui-text">{t(req.messageKey, req.messageParams)}</p>}
          <div className="ui-actions">
            <button type="button" className="ui-btn ui-btn--ghost" onClick={() => req.resolve(false)}>
              {t(req.cancelKey ?? "ui.cancel")}
            </button>
            <button type="button" className="ui-btn ui-btn--primary" onClick={() => req.resolve(true)}>
              {t(req.confirmKey ?? "ui.confirm")}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
