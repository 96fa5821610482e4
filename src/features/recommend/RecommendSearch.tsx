// Island. /user/RecommendMemberSearch: find a recommended friend by account (or its start).
import { useStore } from "@nanostores/react";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { messageText } from "../../lib/i18n/message.ts";

import {
  $recommendSearch,
  $searchInput,
  inputRecommendSearch,
  submitRecommendSearch,
} from "./recommend-pages.store.ts";
import TitledSection from "../../components/ui/TitledSection.tsx";
import { FriendsTable, LoadView } from "./view.tsx";

export default function RecommendSearch() {
  const t = useT();
  const load = useStore($recommendSearch);
  const input = useStore($searchInput);
  const active = useMemberStart();
  if (!active) return null;
  return (
    <TitledSection
      id="rec-search-title"
      title={t("recommend.searchTitle")}
      className="panel-card"
      titleClassName="panel-title"
    >
      <form
        className="rec-search"
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submitRecommendSearch();
        }}
      >
        <Field
          label={t("recommend.searchLabel")}
          value={input.value}
          onChange={inputRecommendSearch}
          autoComplete="off"
          maxLength={12}
          error={input.error ? messageText(t, input.error) : null}
        />
        <button type="submit" className="ui-btn ui-btn--primary" disabled={load.kind === "loading"}>
          {t("records.search")}
        </button>
      </form>
      <div aria-live="polite">
        {load.kind !== "idle" && (
          <LoadView t={t} load={load}>
            {(r) =>
              r.list.length === 0 ? (
                <p className="rec-note">{t("recommend.notFound", { account: r.query })}</p>
              ) : (
                <FriendsTable t={t} list={r.list} currency={r.currency} />
              )
            }
          </LoadView>
        )}
      </div>
    </TitledSection>
  );
}
