// Island piece. Previous / "page n of m" / next under a list (global.css .pager). Each list names its own texts
// (`keys`): the languages word them differently per list.
import { useT, type LocaleKey } from "./i18n.ts";

export interface PagerKeys {
  /** Names the navigation for a screen reader. */
  nav: LocaleKey;
  previous: LocaleKey;
  next: LocaleKey;
  /** "Page {{page}} of {{pages}}". */
  status: LocaleKey;
}

/** A list's texts, in the order the pager shows them: its name, previous, next, "page n of m". */
export function pagerKeys(nav: LocaleKey, previous: LocaleKey, next: LocaleKey, status: LocaleKey): PagerKeys {
  return { nav, previous, next, status };
}

/** The game records' texts, which the recommend pages share. */
const RECORDS_PAGER = pagerKeys("records.pages", "records.previous", "records.next", "records.pageOf");

export interface PagerProps {
  /** The list's texts; by default the game records'. */
  keys?: PagerKeys;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** A page is on its way: both buttons wait. */
  busy?: boolean;
  className?: string;
}

export default function Pager({ keys = RECORDS_PAGER, page, pages, onPage, busy = false, className }: PagerProps) {
  const t = useT();
  return (
    <nav className={className ? `pager ${className}` : "pager"} aria-label={t(keys.nav)}>
      <button
        type="button"
        className="ui-btn ui-btn--ghost"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t(keys.previous)}
      </button>
      <span>{t(keys.status, { page, pages })}</span>
      <button
        type="button"
        className="ui-btn ui-btn--ghost"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t(keys.next)}
      </button>
    </nav>
  );
}
