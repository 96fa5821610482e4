// Island. /user/RecommendProject (spec 001 §2 recommend_award): the member's recommend code, the invite
// link `${origin}/?invite=CODE` with a copy button and its QR code, and the friends and awards so far. The
// programme's rules are the page's content (RecommendProject.astro).
import { useMemo } from "react";

import { $recommendInfo, copyInviteLink, startRecommendProject } from "./recommend-pages.store.ts";
import { inviteLink, qrMatrix, qrPath } from "./share.ts";
import { FriendStats, MemberLoad } from "./view.tsx";

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const m = qrMatrix(text);
    return { size: m.size, path: qrPath(m.dark) };
  }, [text]);
  return (
    <svg
      className="rec-qr"
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="invite-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export default function RecommendProject() {
  return (
    <MemberLoad $load={$recommendInfo} start={startRecommendProject}>
      {(info, t) => {
        const link = inviteLink(window.location.origin, info.recommend_code);
        return (
          <section className="panel-card rec-share" aria-labelledby="rec-share-title">
            <div className="rec-share-text">
              <h2 id="rec-share-title" className="panel-title">
                {t("recommend.shareTitle")}
              </h2>
              <p className="rec-label">{t("recommend.code")}</p>
              <p className="rec-code" data-testid="recommend-code">
                {info.recommend_code}
              </p>
              <label className="rec-label" htmlFor="rec-link">
                {t("recommend.link")}
              </label>
              <div className="rec-link-row">
                <input
                  id="rec-link"
                  className="ui-field__input"
                  readOnly
                  value={link}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button type="button" className="ui-btn ui-btn--primary" onClick={() => void copyInviteLink(link)}>
                  {t("recommend.copy")}
                </button>
              </div>
              <FriendStats t={t} friends={info.friends_count} awards={info.award_total} currency={info.currency} />
            </div>
            <QrCode text={link} label={t("recommend.qr")} />
          </section>
        );
      }}
    </MemberLoad>
  );
}
