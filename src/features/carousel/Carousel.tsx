// Browser island, server-rendered. The home page's banners (spec 000 §2, §3). The server renders the
// list it read from /arks/web/carousel_picture, so the first banner's image is the page's LCP element (sized,
// never lazy, high fetch priority, preloaded by the page); the others load lazily. Rules live in banner.ts and
// carousel.machine.ts, effects in carousel.store.ts; this only renders and forwards events.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, type MouseEvent } from "react";
import { useT } from "../../components/ui/i18n.ts";
import type { BannerItem } from "../../contract/promotions.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { $layout, $member } from "../../lib/session/session.atoms.ts";
import { bannerAction, bannerImage, BANNER_SIZE, type UseType } from "./banner.ts";
import { isPlaying } from "./carousel.machine.ts";
import { activateBanner, bannersFor, createCarouselPlayer } from "./carousel.store.ts";

interface Props {
  banners: BannerItem[];
  useType: UseType;
  isDemo: boolean;
  currency: Currency;
  localePrefix: string;
}

export default function Carousel(props: Props) {
  const t = useT();
  const live = useStore(bannersFor(props.useType));
  const member = useStore($member);
  const layout = useStore($layout);
  const banners = live ?? props.banners;
  const player = useMemo(() => createCarouselPlayer(banners.length), []);
  const state = useStore(player.$state);
  const touchX = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const [w, h] = BANNER_SIZE[props.useType];

  useEffect(() => player.start(), [player]);
  useEffect(() => player.send({ type: "count", count: banners.length }), [player, banners.length]);
  // Through the CSSOM, not a style attribute: the page's CSP allows no inline style (style-src-attr).
  useEffect(() => {
    if (track.current) track.current.style.transform = state.index === 0 ? "" : `translateX(${-state.index * 100}%)`;
  }, [state.index]);

  if (banners.length === 0) return null;
  const ctx = {
    isDemo: props.isDemo,
    siteCurrency: member?.currency ?? props.currency,
    agentActive: layout?.agent_active === 1,
    localePrefix: props.localePrefix,
  };
  const count = banners.length;
  const playing = isPlaying(state);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t("carousel.region")}
      data-use-type={props.useType}
      onMouseEnter={() => player.send({ type: "hold", reason: "hover" })}
      onMouseLeave={() => player.send({ type: "release", reason: "hover" })}
      onFocus={() => player.send({ type: "hold", reason: "focus" })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) player.send({ type: "release", reason: "focus" });
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
        player.send({ type: "hold", reason: "hover" });
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start !== null && end !== undefined) player.send({ type: "swipe", dx: end - start });
        player.send({ type: "release", reason: "hover" });
      }}
    >
      <div className="carousel-track" ref={track} aria-live="off">
        {banners.map((b, i) => {
          const action = bannerAction(b, ctx);
          const current = i === state.index;
          const img = (
            <img
              src={bannerImage(b)}
              alt={b.title ?? t("carousel.slide", { n: i + 1, total: count })}
              width={w}
              height={h}
              decoding={i === 0 ? "sync" : "async"}
              loading={i === 0 ? "eager" : "lazy"}
              {...(i === 0 ? { fetchPriority: "high" as const } : {})}
            />
          );
          const onClick = (e: MouseEvent) => {
            if (activateBanner(action)) e.preventDefault();
          };
          return (
            <div
              key={b.id}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, total: count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
              data-banner-id={b.id}
            >
              {action.kind === "link" ? (
                <a
                  href={action.href}
                  onClick={onClick}
                  {...(action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {img}
                </a>
              ) : action.kind === "game" ? (
                <button type="button" className="carousel-game" onClick={onClick}>
                  {img}
                </button>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-btn"
            aria-label={t("carousel.prev")}
            onClick={() => player.send({ type: "prev" })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="carousel-dot"
                aria-label={t("carousel.slide", { n: i + 1, total: count })}
                aria-current={i === state.index ? "true" : undefined}
                onClick={() => player.send({ type: "goto", index: i })}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel-btn"
            aria-label={t("carousel.next")}
            onClick={() => player.send({ type: "next" })}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="carousel-btn"
            aria-label={state.holds.includes("user") ? t("carousel.play") : t("carousel.pause")}
            aria-pressed={state.holds.includes("user")}
            onClick={() => player.send({ type: state.holds.includes("user") ? "release" : "hold", reason: "user" })}
            data-playing={playing ? "true" : "false"}
          >
            <span aria-hidden="true">{state.holds.includes("user") ? "▶" : "❚❚"}</span>
          </button>
        </div>
      )}
    </div>
  );
}
