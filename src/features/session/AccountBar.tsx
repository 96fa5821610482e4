// Island (header). Logged out: "Log in" and "Sign up" (they open the account modals). Logged in: account
// name, balance with the currency symbol (a dash while loading, spec 001 §4), refresh and logout.
// Server render and the first client render show the logged-out buttons; storage is read in an effect.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { languageTag } from "../../lib/config/constants.ts";
import { openAccountModal } from "../../lib/session/account-modal.ts";
import { $balance, $balanceFailed, $balanceLoading, $member, $sessionReady } from "../../lib/session/session.atoms.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { loadAccount, startAccountWhenNeeded } from "./account-loader.ts";
import { formatBalance } from "./balance-format.ts";
import "./session.css";

export interface AccountBarProps {
  /** Server-translated button texts, so the server render (and content pages before hydration) read well. */
  labels?: { login: string; register: string };
}

export default function AccountBar({ labels }: AccountBarProps) {
  const mounted = useHydrated();
  const ready = useStore($sessionReady);
  const member = useStore($member);
  const balance = useStore($balance);
  const loading = useStore($balanceLoading);
  const failed = useStore($balanceFailed);
  const t = useT();
  useEffect(() => {
    if (mounted) startAccountWhenNeeded();
  }, [mounted]);
  // Before hydration finishes the server's labels are used (or nothing: the server has no translator here),
  // so the first client render matches the server HTML.
  const text = (key: "login" | "register") =>
    mounted ? t(key === "login" ? "auth.login.open" : "auth.register.open") : (labels?.[key] ?? "\u00a0");

  if (!mounted || !ready || !member) {
    return (
      <div className="account-bar" data-state="anonymous">
        <button
          type="button"
          className="ab-btn ab-btn--ghost"
          data-login-focus
          onClick={() => openAccountModal({ kind: "login" })}
        >
          {text("login")}
        </button>
        <button type="button" className="ab-btn ab-btn--primary" onClick={() => openAccountModal({ kind: "register" })}>
          {text("register")}
        </button>
      </div>
    );
  }
  let locale = "en-US";
  try {
    locale = languageTag(readBoot().lang);
  } catch {
    // default
  }
  return (
    <div className="account-bar" data-state="member">
      {/* data-account-focus: focus lands here after a login (components/ui/focus.store.ts). */}
      <span className="ab-account" data-testid="account-name" data-account-focus tabIndex={-1} title={member.account}>
        {member.account}
      </span>
      <span
        className={failed ? "ab-balance ab-balance--failed" : "ab-balance"}
        aria-live="polite"
        aria-busy={loading}
        data-testid="balance"
      >
        <span className="visually-hidden">{t("session.balance")} </span>
        {/* issue 8, faults: a failed balance call says so; the refresh button next to it tries again. */}
        {failed ? t("fault.balance.unavailable") : formatBalance(member.currency, balance, locale)}
      </span>
      <button
        type="button"
        className="ab-icon"
        aria-label={t("session.refresh_balance")}
        disabled={loading}
        onClick={() => void loadAccount().then((m) => m.refreshMemberBalance())}
      >
        <span aria-hidden="true" className={loading ? "ab-spin" : undefined}>
          ↻
        </span>
      </button>
      <button
        type="button"
        className="ab-btn ab-btn--ghost"
        onClick={() => void loadAccount().then((m) => m.requestLogout())}
      >
        {t("auth.logout.button")}
      </button>
    </div>
  );
}
