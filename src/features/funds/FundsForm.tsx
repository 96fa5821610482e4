// Island part. What the funds forms (deposit, withdrawal, bind account) share: the form that submits without the
// browser's own validation (the schema speaks, spec 000 "Bad input"), a field's error in words, and the foot — the
// platform's refusal above the submit button, which is disabled while the order is sent.
import type { ReactNode } from "react";
import FormError from "../../components/ui/FormError.tsx";
import type { T } from "../../components/ui/index.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import type { Load } from "../../lib/load/index.ts";

export function FundsForm({
  onSubmit,
  className = "ui-form",
  children,
}: {
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A field's error in words, or null. */
export function fieldError(t: T, errors: Readonly<Record<string, Message | undefined>>) {
  return (field: string): string | null => {
    const m = errors[field];
    return m ? messageText(t, m) : null;
  };
}

export function SubmitFoot({
  form,
  label,
}: {
  form: { kind: "editing" | "submitting"; refused: Message | null };
  label: string;
}) {
  return (
    <>
      {form.kind === "editing" && form.refused && <FormError message={form.refused} />}
      <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={form.kind === "submitting"}>
        {label}
      </button>
    </>
  );
}

/** Deposit and withdrawal without a bound account: why, and the way to BindAccount (spec 001 §6). */
export function BindFirst({
  id,
  title,
  text,
  href,
  t,
  compact = false,
  children,
}: {
  id: string;
  title: string;
  text: string;
  href: string;
  t: T;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`funds-card funds-notice${compact ? " funds--compact" : ""}`} aria-labelledby={id}>
      <h2 id={id} className="funds-title">
        {title}
      </h2>
      <p>{text}</p>
      <a className="ui-btn ui-btn--primary" href={href}>
        {t("funds.deposit.bindNow")}
      </a>
      {children}
    </section>
  );
}

/** A funds page's data not there yet: "loading", or why it failed. */
export function NotLoaded({ load, t }: { load: Exclude<Load<unknown>, { kind: "ready" }>; t: T }) {
  return load.kind === "error" ? (
    <FormError message={load.message} />
  ) : (
    <p className="funds-muted">{t("funds.loading")}</p>
  );
}
