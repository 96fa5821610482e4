// Island pieces the agent centre's pages share: a report's skeleton while it loads, its failure with a retry (the
// refusal in the agent's words: not an agent, a bad range, the network), and the pages of a list.
import { useT } from "../../components/ui/i18n.ts";
import FormError from "../../components/ui/FormError.tsx";
import type { Message } from "../../lib/i18n/message.ts";

/** Grey rows in the table's place while the first answer is on its way (aria-busy on the region says so). */
export function Skeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div className="ac-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ac-skeleton__row" />
      ))}
    </div>
  );
}

export function Failed({ message, retry }: { message: Message; retry: () => void }) {
  const t = useT();
  return (
    <div className="ac-failed">
      <FormError message={message} />
      <button type="button" className="ui-btn ui-btn--ghost" onClick={retry}>
        {t("agentCentre.retry")}
      </button>
    </div>
  );
}

/** The pages of a list of `total` rows, `size` a page (nothing when one page holds them all). */
export interface PagerProps {
  page: number;
  total: number;
  size: number;
  busy: boolean;
  go: (page: number) => void;
}

export function Pager({ page, total, size, busy, go }: PagerProps) {
  const t = useT();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  return (
    <nav className="ac-pages" aria-label={t("agentCentre.pages")}>
      <button type="button" className="ui-btn ui-btn--ghost" disabled={page <= 1 || busy} onClick={() => go(page - 1)}>
        {t("records.previous")}
      </button>
      <span>{t("records.pageOf", { page, pages })}</span>
      <button
        type="button"
        className="ui-btn ui-btn--ghost"
        disabled={page >= pages || busy}
        onClick={() => go(page + 1)}
      >
        {t("records.next")}
      </button>
    </nav>
  );
}

/** Pages needed for `total` rows (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
