// Island. A game hall's providers ("Game hall"; spec 000 §2) with search by name in any language over
// the providers and every game of the type: the featured games (hot and new) answer at once, the platform's
// matches over all of the type's games follow (hall-search.store.ts). Rendered on the server with the page, so
// the first paint already shows the providers; it only renders and calls the launcher through play.ts.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { useT } from "../../components/ui/i18n.ts";
import type { HallQuery } from "./api.ts";
import type { GameView } from "./game-view.ts";
import { hallGames } from "./hall-search.ts";
import { $hallSearch, searchHall } from "./hall-search.store.ts";
import { playLazy, warmPlay } from "./play-lazy.ts";
import { targetOf } from "./play-target.ts";
import type { ProviderView } from "./provider-view.ts";
import { matchGames } from "./search.ts";
import "./catalogue.css";
import SearchBox from "./SearchBox.tsx";

export interface HallProvidersProps {
  providers: ProviderView[];
  /** The type's featured games (hot and new), searched at once. */
  games: GameView[];
  /** What the search over every game of the type sends. */
  query: HallQuery;
  lang: string;
}

export default function HallProviders({ providers, games, query, lang }: HallProvidersProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const remote = useStore($hallSearch);
  const q = search.trim();
  useEffect(() => searchHall(query, lang, q), [query, lang, q]);
  const shownProviders = useMemo(() => matchGames(providers, q), [providers, q]);
  const shownGames = useMemo(() => hallGames(games, remote.games, q), [games, remote.games, q]);
  const nothing = q !== "" && remote.status !== "loading" && shownProviders.length === 0 && shownGames.length === 0;

  const play = (p: ProviderView) =>
    playLazy({ gpId: p.gpId, gtId: p.gtId, gameCode: "", house: p.house, customized: p.customized, name: p.name });

  return (
    <div className="hall" {...warmPlay}>
      {providers.length > 1 && (
        <div className="slot-tools">
          <SearchBox id="hall-search" label={t("catalogue.hall.search")} value={search} onChange={setSearch} />
        </div>
      )}
      <p className={nothing ? "slot-empty" : "sr-only"} role="status">
        {nothing ? t("catalogue.hall.searchEmpty", { query: q }) : ""}
      </p>
      {shownProviders.length > 0 && (
        <ul className="provider-grid" role="list">
          {shownProviders.map((p) => (
            <li key={p.gpId}>
              {p.href ? (
                <a className="provider" href={p.href}>
                  <ProviderIcons p={p} />
                  <ProviderName p={p} />
                </a>
              ) : (
                <button type="button" className="provider" onClick={() => play(p)}>
                  <ProviderIcons p={p} />
                  <ProviderName p={p} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {shownGames.length > 0 && (
        <ul className="game-grid hall-games" role="list">
          {shownGames.map((g) => (
            <li key={g.id} className="game">
              <button type="button" className="tile-btn game-play" onClick={() => playLazy(targetOf(g))}>
                <img src={g.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
                <span className="game-name">{g.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The logo carries the provider's name: the text is for assistive technology then, not shown a second time. */
function ProviderName({ p }: { p: ProviderView }) {
  return <span className={p.iconDark ? "provider-name sr-only" : "provider-name"}>{p.name}</span>;
}

function ProviderIcons({ p }: { p: ProviderView }) {
  return (
    <span className="provider-icons" aria-hidden="true">
      <img className="icon-rest" src={p.iconDark} alt="" width={160} height={60} loading="lazy" decoding="async" />
      <img className="icon-lit" src={p.iconLight} alt="" width={160} height={60} loading="lazy" decoding="async" />
    </span>
  );
}
