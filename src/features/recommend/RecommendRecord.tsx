// Island. /user/RecommendRecord: the friends registered with the member's code and the awards earned.
import { RECOMMEND_PAGE_SIZE } from "../../contract/recommend.ts";

import { $recommendRecord, loadRecommendRecord, startRecommendRecord } from "./recommend-pages.store.ts";
import TitledSection from "../../components/ui/TitledSection.tsx";
import Pager from "../../components/ui/Pager.tsx";
import { FriendStats, FriendsTable, MemberLoad } from "./view.tsx";

export default function RecommendRecord() {
  return (
    <MemberLoad $load={$recommendRecord} start={startRecommendRecord}>
      {(r, t) => {
        const pages = Math.max(1, Math.ceil(r.total_count / RECOMMEND_PAGE_SIZE));
        return (
          <TitledSection
            id="rec-record-title"
            title={t("recommend.recordTitle")}
            className="panel-card"
            titleClassName="panel-title"
          >
            <FriendStats t={t} friends={r.total_count} awards={r.award_total} currency={r.currency} />
            {r.list.length === 0 ? (
              <p className="rec-note">{t("recommend.noFriends")}</p>
            ) : (
              <FriendsTable t={t} list={r.list} currency={r.currency} />
            )}
            {pages > 1 && <Pager page={r.page} pages={pages} onPage={loadRecommendRecord} />}
          </TitledSection>
        );
      }}
    </MemberLoad>
  );
}
