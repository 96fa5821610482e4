// Island (header). Logged out: "Log in" and "Sign up" (they open the account modals). Logged in: the account
// menu (the member centre, the agent centre for an active agent and Log out, behind a
// disclosure button named with the account and carrying the unread-letter count), the balance with the currency
// symbol (a dash while loading, spec 001 §4), refresh, Deposit, and on desktop a Log out button (a phone logs out
// from the account menu only). Server render and the first client render show the logged-out buttons; storage
// is read in an effect (a stored member's page hides them until then, gate.ts).
import { useStore } from "@nanostores/react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useHydrated, useT, type T } from "../../components/ui/i18n.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { useOutsidePress } from "../../components/ui/use-outside-press.ts";
import {
  $balance,
  $balanceFailed,
  $balanceLoading,
  $layout,
  $member,
  $sessionReady,
} from "../../lib/session/session.atoms.ts";
import { followPath } from "../../components/ui/windows.ts";
import { pageLocaleTag, bootLocalePrefix } from "../../lib/boot/boot.ts";
import { loadAccount, startAccountWhenNeeded } from "./account-loader.ts";
import { accountMenuEntries, countBadge, memberLinkStep, menuFocusIndex, openTarget } from "./account-menu.ts";
import { useMenuCounts } from "./menu-counts.ts";
import { confirmStopGame, gameRunning } from "../launcher/index.ts";
import { formatBalance } from "./balance-format.ts";
import type { WalletPanelProps } from "../wallet/index.ts";
import "./session.css";

function requestLogout(): void {
  void loadAccount().then((m) => m.requestLogout());
}

/**
 * A link to a member page (the account menu's entries, the header's Deposit): a 1500×800 window on desktop and
 * the same window elsewhere (spec 000 §2); with a game open, a confirmation says the game stops first (spec 001 §2).
 * A modified click, or a link to the page already shown, is left to the browser.
 */
function followMemberLink(e: MouseEvent<HTMLAnchorElement>, path: string, prefix: string): void {
  const layoutKind = document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop";
  const target = openTarget(path, window.location.pathname.slice(prefix.length) || "/", layoutKind);
  const step = memberLinkStep({
    primary: e.button === 0,
    modified: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
    gameRunning: gameRunning(),
    target,
  });
  if (step === "browser") return;
  e.preventDefault();
  const href = e.currentTarget.href;
  if (step === "follow") return followPath(href, target);
  void confirmStopGame().then((ok) => {
    if (ok) followPath(href, target);
  });
}

function AccountMenu({ account, t }: { account: string; t: T }) {
  const layout = useStore($layout);
  const { unread, recommend } = useMenuCounts();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const prefix = bootLocalePrefix();
  const entries = accountMenuEntries(layout?.agent_active === 1, unread, recommend);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A press outside the menu closes it.
  useOutsidePress(open, rootRef, () => setOpen(false));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      close(true);
      return;
    }
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = menuFocusIndex(current, e.key, list.length);
    if (next === null) return;
    e.preventDefault();
    if (!open) {
      // ArrowDown / ArrowUp on the closed button open the menu on the first / last entry.
      setOpen(true);
      requestAnimationFrame(() => items()[next]?.focus());
      return;
    }
    list[next]?.focus();
  };

  // Focus leaving the menu (Tab past the last entry) closes it.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && !(e.relatedTarget instanceof Node && rootRef.current?.contains(e.relatedTarget))) setOpen(false);
  };

  const onEntry = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) setOpen(false);
    followMemberLink(e, path, prefix);
  };
  // The unread letters on the button itself (spec 000 §9 badge, 99+), in its name too: the count was seen
  // nowhere on desktop until the menu was opened.
  const badge = countBadge(unread);

  return (
    <div className="ab-menu" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        ref={buttonRef}
        className="ab-menu-btn"
        // Focus lands here after a login (components/ui/focus.store.ts keyboard gate).
        data-account-focus
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg className="ab-ico" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 21v-1a5 5 0 0 0-5-5H9a5 5 0 0 0-5 5v1M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
        </svg>
        <span className="sr-only">{t("session.menu.label")} </span>
        <span className="ab-account" data-testid="account-name" title={account}>
          {account}
        </span>
        {badge && (
          <span className="ab-badge ab-badge--button" data-testid="account-unread">
            <span aria-hidden="true">{badge}</span>
            <span className="sr-only">, {t("session.menu.unread", { count: badge })}</span>
          </span>
        )}
        <svg className="ab-chev" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={panelId} className="ab-menu-panel" hidden={!open} data-testid="account-menu">
        <p className="ab-menu-head" aria-hidden="true">
          {account}
        </p>
        <ul role="list">
          {entries.map((entry) => (
            <li key={entry.path}>
              <a data-menu-item href={prefix + entry.path} onClick={(e) => onEntry(e, entry.path)}>
                <span>{t(entry.label)}</span>
                {entry.badge && (
                  <span className="ab-badge">
                    <span aria-hidden="true">{entry.badge}</span>
                    <span className="sr-only">{t("session.menu.unread", { count: entry.badge })}</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-menu-item
          className="ab-menu-logout"
          onClick={() => {
            setOpen(false);
            requestLogout();
          }}
        >
          {t("auth.logout.button")}
        </button>
      </div>
    </div>
  );
}

type Panel = ComponentType<WalletPanelProps>;
let panelLoading: Promise<Panel> | null = null;
/** The wallet panel loads on the first open (DESIGN JS budget: the header ships without it). */
function loadWalletPanel(): Promise<Panel> {
  panelLoading ??= import("../wallet/index.ts").then((m) => m.WalletPanel);
  return panelLoading;
}

/**
 * The header balance: the amount, live from the layout, my_cash and member.cash (a dash while
 * loading, spec 001 §4), is a disclosure button that opens the wallet panel under it on desktop and mobile.
 */
function BalanceButton({ text, failed, loading, t }: { text: string; failed: boolean; loading: boolean; t: T }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useOutsidePress(open, rootRef, () => setOpen(false));

  const toggle = () => {
    if (!Panel) void loadWalletPanel().then((p) => setPanel(() => p));
    setOpen((o) => !o);
  };

  return (
    <div
      className="ab-wallet"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        className="ab-balance-btn"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="wallet-toggle"
        onClick={toggle}
      >
        <span
          className={failed ? "ab-balance ab-balance--failed" : "ab-balance"}
          aria-live="polite"
          aria-busy={loading}
          data-testid="balance"
        >
          <span className="sr-only">{t("session.balance")} </span>
          {text}
        </span>
      </button>
      <div id={panelId} className="ab-wallet-pop" hidden={!open}>
        {open && Panel && <Panel variant="popover" />}
      </div>
    </div>
  );
}

export default function AccountBar() {
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

  if (!mounted || !ready || !member) {
    return (
      <div className="account-bar" data-state="anonymous">
        <button
          type="button"
          className="ab-btn ab-btn--ghost"
          data-login-focus
          onClick={() => openAccountModal({ kind: "login" })}
        >
          {t("auth.login.open")}
        </button>
        <button type="button" className="ab-btn ab-btn--primary" onClick={() => openAccountModal({ kind: "register" })}>
          {t("auth.register.open")}
        </button>
      </div>
    );
  }
  const locale = pageLocaleTag();
  return (
    <div className="account-bar" data-state="member">
      <AccountMenu account={member.account} t={t} />
      {/* The money together: on a phone it takes its own row under the logo when the row is full (Header.astro). */}
      <div className="ab-money">
        {/* faults: a failed balance call says so; the refresh button next to it tries again. */}
        <BalanceButton
          text={failed ? t("fault.balance.unavailable") : formatBalance(member.currency, balance, locale)}
          failed={failed}
          loading={loading}
          t={t}
        />
        {/* aria-disabled while loading, not disabled: focus stays on the button and the spin says it works. */}
        <button
          type="button"
          className="ab-icon"
          aria-label={t("session.refresh_balance")}
          aria-disabled={loading}
          aria-busy={loading}
          data-testid="balance-refresh"
          onClick={() => {
            if (!loading) void loadAccount().then((m) => m.refreshMemberBalance());
          }}
        >
          <span aria-hidden="true" className={loading ? "ab-spin" : undefined}>
            ↻
          </span>
        </button>
        <a
          className="ab-btn ab-btn--primary ab-deposit"
          href={`${bootLocalePrefix()}/user/Deposit`}
          data-testid="header-deposit"
          onClick={(e) => followMemberLink(e, "/user/Deposit", bootLocalePrefix())}
        >
          <svg className="ab-ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" />
          </svg>
          <span>{t("nav.deposit")}</span>
        </a>
      </div>
      {/* Desktop only: a phone logs out from the account menu (confirmed there while a game is played, spec 001 §4). */}
      <button
        type="button"
        className="ab-btn ab-btn--ghost ab-logout"
        aria-label={t("auth.logout.button")}
        onClick={requestLogout}
      >
        <svg className="ab-ico ab-logout-ico" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
        </svg>
        <span className="ab-logout-text">{t("auth.logout.button")}</span>
      </button>
    </div>
  );
}
