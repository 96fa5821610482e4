// Island. The slot list of one provider ("Slot list"; spec 000 §3 tabs, §7 calls): search, tabs,
// favourites, last played, demo play and progressive rendering. It only renders: the games come as props
// from the server render, the rules are in search.ts / tabs.ts / favorites.machine.ts, the member's lists in
// favorites.store.ts, starting a game in play.ts (the launcher).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { $isLoggedIn } from "../../lib/session/session.atoms.ts";
import type { ProviderQuery } from "./api.ts";
import { GAME_PAGE_SIZE } from "./constants.ts";
import {
  $favorites,
  $lastPlayed,
  $memberLists,
  retryMemberLists,
  startMemberLists,
  toggleFavorite,
} from "./favorites.store.ts";
import { unpackGames } from "./game-pack.ts";
import type { GameView } from "./game-view.ts";
import { playLazy, warmPlay } from "./play-lazy.ts";
import { targetOf } from "./play-target.ts";
import { matchGames } from "./search.ts";
import "./catalogue.css";
import { gamesForTab, tabsFor } from "./tabs.ts";
import SearchBox from "./SearchBox.tsx";
import RetryAlert from "../../components/ui/RetryAlert.tsx";

const DemoModals = lazy(() => import("./DemoModals.tsx"));

export interface SlotListProps {
  /**
   * The games packed into one string (game-pack.ts): Astro serialises island props as escaped JSON in an HTML
   * attribute, which for 400 games was two thirds of the page.
   */
  games: string;
  main: { key: string; name: string }[];
  query: ProviderQuery;
  demoCapable: boolean;
  template: string;
}

/** Tiles painted eagerly: about the first screen on a desktop (two rows of six). */
const EAGER_TILES = 12;

export default function SlotList({ games: packed, main, query, demoCapable, template }: SlotListProps) {
  const t = useT();
  const games = useMemo(() => unpackGames(packed), [packed]);
  // The session lives in the browser (localStorage), never in the server's HTML: the hydrating render must
  // draw what the server drew, a visitor's list, or React throws #418 (hydration mismatch) and redraws the whole
  // island. The member's tabs and favourite buttons come in the render after mounting.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const signedIn = useStore($isLoggedIn) && mounted;
  const favorites = useStore($favorites);
  const lastPlayed = useStore($lastPlayed);
  const lists = useStore($memberLists);
  const [tab, setTab] = useState("all_game");
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(GAME_PAGE_SIZE);
  const [demo, setDemo] = useState<{ kind: "game"; game: GameView } | { kind: "list" } | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(
    () =>
      startMemberLists(
        query,
        games.filter((g) => g.favorite).map((g) => g.id),
      ),
    [],
  );

  const tabs = useMemo(() => tabsFor(main, signedIn), [main, signedIn]);
  const activeTab = tabs.some((t) => t.key === tab) ? tab : "all_game";
  const inTab = useMemo(
    () => gamesForTab(games, activeTab, favorites, lastPlayed),
    [games, activeTab, favorites, lastPlayed],
  );
  const found = useMemo(() => matchGames(inTab, search), [inTab, search]);
  const shown = found.slice(0, limit);

  const choose = (key: string) => {
    setTab(key);
    setLimit(GAME_PAGE_SIZE);
  };
  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + tabs.length) % tabs.length;
    choose(tabs[next]!.key);
    tabRefs.current[next]?.focus();
  };

  const emptyText = search.trim()
    ? t("catalogue.search.empty", { query: search.trim() })
    : activeTab === "my_favorite"
      ? t("catalogue.tab.emptyFavorites")
      : activeTab === "last_play"
        ? t("catalogue.tab.emptyLastPlayed")
        : t("catalogue.tab.empty");

  return (
    <div className="slot-list" {...warmPlay}>
      <div className="slot-tools">
        <SearchBox
          id="slot-search"
          label={t("catalogue.search.label")}
          placeholder={t("catalogue.search.placeholder")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setLimit(GAME_PAGE_SIZE);
          }}
        />
        {demoCapable && (
          <button type="button" className="btn slot-demo-list" onClick={() => setDemo({ kind: "list" })}>
            {t("catalogue.demo.list")}
          </button>
        )}
      </div>

      <div className="slot-tabs" role="tablist" aria-label={t("catalogue.tabs")}>
        {tabs.map((tabItem, i) => (
          <button
            key={tabItem.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`slot-tab-${tabItem.key}`}
            aria-selected={tabItem.key === activeTab}
            aria-controls="slot-panel"
            tabIndex={tabItem.key === activeTab ? 0 : -1}
            onClick={() => choose(tabItem.key)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {tabItem.textKey ? t(tabItem.textKey) : tabItem.name}
          </button>
        ))}
      </div>

      <div id="slot-panel" role="tabpanel" aria-labelledby={`slot-tab-${activeTab}`}>
        <p className={found.length > 0 ? "slot-count" : "slot-empty"} role="status">
          {found.length > 0 ? t("catalogue.search.count", { n: found.length }) : emptyText}
        </p>
        {signedIn && lists === "error" && (activeTab === "my_favorite" || activeTab === "last_play") && (
          <RetryAlert
            className="slot-lists-error"
            text={t("catalogue.lists.error")}
            onRetry={() => void retryMemberLists(query)}
          />
        )}
        {found.length > 0 && (
          <ul className="game-grid" role="list">
            {shown.map((g, i) => {
              const fav = favorites.has(g.id);
              return (
                <li key={g.id} className="game">
                  <button type="button" className="tile-btn game-play" onClick={() => playLazy(targetOf(g))}>
                    <img
                      src={g.image}
                      alt=""
                      width={160}
                      height={160}
                      loading={i < EAGER_TILES ? "eager" : "lazy"}
                      decoding="async"
                    />
                    <span className="game-name">{g.name}</span>
                  </button>
                  {(g.hot || g.isNew) && (
                    <span className={g.hot ? "game-tag hot" : "game-tag new"} aria-hidden="true">
                      {g.hot ? t("catalogue.label.hot") : t("catalogue.label.new")}
                    </span>
                  )}
                  {signedIn && (
                    <button
                      type="button"
                      className="game-fav"
                      aria-pressed={fav}
                      aria-label={t("catalogue.favorite.toggle", { name: g.name })}
                      onClick={() => void toggleFavorite(g.id)}
                    >
                      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                        <path
                          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.7 3.1 5 6.6 5c2.1 0 3.5 1.2 4.4 2.6C11.9 6.2 13.3 5 15.4 5c3.5 0 5.4 3.7 4.1 6.8C19.5 16.4 12 21 12 21z"
                          fill={fav ? "currentColor" : "none"}
                          stroke="currentColor"
                          strokeWidth="2"
                        />
                      </svg>
                    </button>
                  )}
                  {demoCapable && g.demo && (
                    <button type="button" className="game-demo" onClick={() => setDemo({ kind: "game", game: g })}>
                      {t("catalogue.demo.try")}
                      <span className="sr-only"> {g.name}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {found.length > shown.length && (
          <button type="button" className="btn slot-more" onClick={() => setLimit((l) => l + GAME_PAGE_SIZE)}>
            {t("catalogue.showMore", { shown: shown.length, total: found.length })}
          </button>
        )}
      </div>
      {demo && (
        <Suspense fallback={null}>
          <DemoModals
            open={demo}
            query={query}
            template={template}
            onClose={() => setDemo(null)}
            onPickGame={(game) => setDemo({ kind: "game", game })}
          />
        </Suspense>
      )}
    </div>
  );
}
