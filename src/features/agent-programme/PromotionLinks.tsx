// Island. /proxy/ProxyCenter/Promotion: the agent's player link, agent-domain links, sub-agent link and code, each
// with copy, a QR code (drawn in the browser; the library loads once the code's box is in view and the page has
// settled, components/ui/in-view.ts, so it never competes with the first paint) and, where the browser
// has it (phones), the Web Share API. A registration through any of them lands in this agent's downline.
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { whenInViewOnceSettled } from "../../components/ui/in-view.ts";
import { useHydrated, useT, type T } from "../../components/ui/i18n.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $agentRole } from "./entry.store.ts";
import { EntrySkeleton } from "./AgentEntry.tsx";
import { promotionItems, type PromotionItem } from "./promotion-links.ts";
import { $promotion, canShare, copyText, loadPromotion, shareText } from "./promotion.store.ts";
import { qrSvgPath } from "./qr.ts";
import "./agent-programme.css";

export function Qr({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<{ side: number; d: string } | null>(null);
  const wait = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const draw = () => void qrSvgPath(text).then((q) => live && setQr(q));
    // A new text while a code is shown: the library is here already.
    const unwatch = wait.current ? whenInViewOnceSettled(wait.current, draw) : (draw(), () => undefined);
    return () => {
      live = false;
      unwatch();
    };
  }, [text]);
  if (!qr) return <div ref={wait} className="ap-qr ap-qr--wait" role="img" aria-label={label} aria-busy="true" />;
  return (
    <svg
      className="ap-qr"
      viewBox={`0 0 ${qr.side} ${qr.side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="promotion-qr"
    >
      <rect width={qr.side} height={qr.side} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}

function PromotionCard({ item, t, share }: { item: PromotionItem; t: T; share: boolean }) {
  const title = t(runtimeKey(`agentProgramme.promo.${item.kind}.title`));
  const id = `promo-${item.kind}-${item.host ?? ""}`.replace(/[^a-zA-Z0-9-]/g, "-");
  return (
    <section className="ap-card ap-promo" aria-labelledby={id} data-testid={`promotion-${item.kind}`}>
      <div className="ap-promo__text">
        <h2 id={id} className="ap-card__title">
          {title}
          {item.host && <span className="ap-muted"> · {item.currency}</span>}
        </h2>
        <p className="ap-muted">{t(runtimeKey(`agentProgramme.promo.${item.kind}.hint`))}</p>
        {item.isUrl ? (
          <a className="ap-promo__value" href={item.value} target="_blank" rel="noopener noreferrer">
            {item.value}
          </a>
        ) : (
          <p className="ap-promo__value ap-promo__code">{item.value}</p>
        )}
        <div className="ui-actions">
          <button type="button" className="ui-btn ui-btn--primary" onClick={() => void copyText(item.value)}>
            {t("agentProgramme.promo.copy")}
          </button>
          {share && (
            <button
              type="button"
              className="ui-btn ui-btn--ghost"
              onClick={() =>
                void shareText(
                  title,
                  item.isUrl ? t("agentProgramme.promo.shareText") : item.value,
                  item.isUrl ? item.value : undefined,
                )
              }
            >
              {t("agentProgramme.promo.share")}
            </button>
          )}
        </div>
      </div>
      <Qr text={item.value} label={t("agentProgramme.promo.qr", { name: title })} />
    </section>
  );
}

export default function PromotionLinks() {
  const t = useT();
  const hydrated = useHydrated();
  const role = useStore($agentRole);
  const load = useStore($promotion);
  const [share, setShare] = useState(false);
  useEffect(() => {
    if (role === "agent" && $promotion.get().kind === "idle") void loadPromotion();
  }, [role]);
  useEffect(() => setShare(canShare()), []);
  // Nothing before hydration (the server cannot know the member): the browser's first render matches it.
  if (!hydrated || role !== "agent") return null;
  if (load.kind === "idle" || load.kind === "loading") return <EntrySkeleton t={t} />;
  if (load.kind === "error")
    return (
      <div className="ap-notice" role="alert">
        <p>{messageText(t, load.message)}</p>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void loadPromotion()}>
          {t("agentProgramme.retry")}
        </button>
      </div>
    );
  const boot = readBoot();
  const items = promotionItems({
    origin: window.location.origin,
    protocol: window.location.protocol,
    port: window.location.port,
    localePrefix: boot.localePrefix,
    agentId: load.data.agent_id,
    recommendCode: load.data.recommend_code,
    domains: load.data.domains,
  });
  return (
    <div className="ap-promos">
      {items.map((item) => (
        <PromotionCard key={`${item.kind}-${item.host ?? ""}`} item={item} t={t} share={share} />
      ))}
    </div>
  );
}
