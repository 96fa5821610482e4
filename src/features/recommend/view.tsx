// Island pieces of the recommend pages: the gate every page shares (member known, programme open) and
// the friends' table.
import type { ReactNode } from "react";
import type { ReadableAtom } from "nanostores";
import { useStore } from "@nanostores/react";
import { useT, type T } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import type { RecommendFriend } from "../../contract/recommend.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import type { Load } from "../../lib/load/index.ts";
import { isClosed, type Closed } from "./recommend-pages.machine.ts";
import FormError from "../../components/ui/FormError.tsx";
import DataTable from "../../components/ui/DataTable.tsx";
import Facts from "../../components/ui/Facts.tsx";

export function money(minor: number, currency: Currency): string {
  return formatMinorMoney(currency, minor, pageLocaleTag());
}

/** Loading, closed (spec 001 §6) and failed states; the page's content once loaded. */
export function LoadView<D>({ t, load, children }: { t: T; load: Load<D | Closed>; children: (data: D) => ReactNode }) {
  switch (load.kind) {
    case "idle":
    case "loading":
      return <p className="rec-note">{t("recommend.loading")}</p>;
    case "error":
      return <FormError message={load.message} />;
    case "ready":
      return isClosed(load.data) ? (
        <p className="rec-note" role="status">
          {t("recommend.closed")}
        </p>
      ) : (
        <>{children(load.data)}</>
      );
  }
}

/** The programme's two figures: friends registered with the code, and the awards they earned the member. */
/**
 * A recommend page's island: once the member is known (`start` then starts its store), the load's states (LoadView),
 * then the page with the data.
 */
export function MemberLoad<D>({
  $load,
  start,
  children,
}: {
  $load: ReadableAtom<Load<D | Closed>>;
  start: () => void | (() => void);
  children: (data: D, t: T) => ReactNode;
}) {
  const t = useT();
  const load = useStore($load);
  const active = useMemberStart(start);
  if (!active) return null;
  return (
    <LoadView t={t} load={load}>
      {(data) => children(data, t)}
    </LoadView>
  );
}

export function FriendStats({
  t,
  friends,
  awards,
  currency,
}: {
  t: T;
  friends: number;
  awards: number;
  currency: Currency;
}) {
  return (
    <Facts
      className="rec-stats"
      items={[
        { label: t("recommend.friends"), value: friends, testId: "recommend-friends" },
        { label: t("recommend.awards"), value: money(awards, currency) },
      ]}
    />
  );
}

export function FriendsTable({ t, list, currency }: { t: T; list: RecommendFriend[]; currency: Currency }) {
  const when = (iso: string) => formatDateTime(iso, pageLocaleTag(), "date");
  return (
    <DataTable
      scrollClass="table-scroll"
      caption={t("recommend.friendsCaption")}
      columns={[t("recommend.friend"), t("recommend.registered"), t("recommend.deposited"), t("recommend.award")]}
    >
      {list.map((f) => (
        <tr key={f.member_account}>
          <td data-label={t("recommend.friend")}>{f.member_account}</td>
          <td data-label={t("recommend.registered")}>
            <time dateTime={f.registered_at}>{when(f.registered_at)}</time>
          </td>
          <td data-label={t("recommend.deposited")}>{f.has_deposited ? t("recommend.yes") : t("recommend.no")}</td>
          <td data-label={t("recommend.award")} className="num">
            {money(f.award, currency)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
