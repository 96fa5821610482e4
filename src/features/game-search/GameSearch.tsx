// Island pieces of the site-wide game search (search_catalogue, our extension): the results, grouped under a
// heading per game type and per provider (the provider's heading links to its slot list or its hall), each game
// a button that starts it; the header's search sheet (a modal dialog, full screen on phones); the home page's
// field, whose server-rendered input is kept (a visitor may have typed before this code arrived). Keyboard:
// ArrowDown from the field enters the results, ArrowUp/ArrowDown move through them, Escape closes or returns.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { SEARCH_CATALOGUE_MAX_CHARS } from "../../contract/constants.ts";
import { useFocusTrap } from "../../components/ui/focus-trap.ts";
import SearchIcon from "../../components/ui/SearchIcon.tsx";
import { useT, type T } from "../../components/ui/i18n.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { currentClientKind, supportDeviceId } from "../../lib/device/client-kind.ts";
import type { GameTarget } from "../launcher/index.ts";
import { failureOf, searchCatalogue } from "./api.ts";
import { playHit } from "./play.ts";
import { toResultsView, type SearchAnswer } from "./results.ts";
import type { SearchState } from "./search.machine.ts";
import { createSearchStore, type SearchStore } from "./search.store.ts";
import "./game-search.css";
import { runtimeKey } from "../../lib/i18n/keys.ts";

const ITEM = "[data-search-item]";

function useSearchStore(): SearchStore {
  const store = useMemo(() => {
    const boot = readBoot();
    const context = {
      siteId: boot.config.siteId,
      currency: boot.currency,
      device: supportDeviceId(currentClientKind(boot.device)),
    };
    return createSearchStore((keyword, signal) => searchCatalogue(context, keyword, signal), failureOf);
  }, []);
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/** ArrowUp/ArrowDown through the results' games and provider links; ArrowUp from the first returns to the field. */
function moveFocus(e: ReactKeyboardEvent | KeyboardEvent, root: HTMLElement | null, field: HTMLElement | null) {
  if (!root || (e.key !== "ArrowDown" && e.key !== "ArrowUp")) return;
  const items = [...root.querySelectorAll<HTMLElement>(ITEM)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  e.preventDefault();
  if (at === -1) {
    if (e.key === "ArrowDown") items[0]!.focus();
    return;
  }
  const next = at + (e.key === "ArrowDown" ? 1 : -1);
  if (next < 0) field?.focus();
  else items[Math.min(next, items.length - 1)]!.focus();
}

interface ResultsProps {
  state: SearchState<SearchAnswer>;
  t: T;
  id: string;
  statusId: string;
  onPlay: (target: GameTarget) => void;
  onRetry: () => void;
}

function statusText(state: SearchState<SearchAnswer>, t: T): string {
  switch (state.status) {
    case "idle":
      return state.short ? t("gameSearch.hint") : "";
    case "typing":
    case "loading":
      return t("gameSearch.loading");
    case "empty":
      return t("gameSearch.empty", { query: state.resultQuery });
    case "error":
      return t(state.failure === "input" ? "gameSearch.input" : "gameSearch.unavailable");
    case "results": {
      const total = state.result?.total ?? 0;
      return t("gameSearch.found", { count: total });
    }
  }
}

export function SearchResults({ state, t, id, statusId, onPlay, onRetry }: ResultsProps) {
  const boot = readBoot();
  const view = useMemo(
    () => (state.result ? toResultsView(state.result, boot.lang, boot.localePrefix) : null),
    [state.result, boot.lang, boot.localePrefix],
  );
  const showList = view !== null && view.types.length > 0 && state.status !== "idle" && state.status !== "empty";
  const stale = state.status === "typing" || state.status === "loading";
  return (
    <div className="gs-results" data-status={state.status}>
      <p id={statusId} className="gs-status" role="status" aria-live="polite" data-testid="game-search-status">
        {statusText(state, t)}
      </p>
      {state.status === "error" && state.failure === "unavailable" && (
        <button type="button" className="btn gs-retry" onClick={onRetry}>
          {t("fault.retry")}
        </button>
      )}
      <div id={id} className="gs-list" aria-label={t("gameSearch.results")} aria-busy={stale} role="region">
        {showList &&
          view.types.map((type) => (
            <section key={type.gtId} className="gs-type" aria-labelledby={`${id}-t${type.gtId}`}>
              <h3 id={`${id}-t${type.gtId}`} className="gs-type-h">
                {t(runtimeKey(`gameType.${type.gtId}.abbr`))}
              </h3>
              {type.providers.map((p) => (
                <div key={p.key} className="gs-provider" data-testid="game-search-provider">
                  <h4 className="gs-provider-h">
                    <a href={p.href} data-search-item aria-label={t("gameSearch.providerGames", { provider: p.name })}>
                      {p.name}
                    </a>
                  </h4>
                  <ul className="gs-games" role="list">
                    {p.games.map((g) => (
                      <li key={g.id}>
                        <button
                          type="button"
                          className="gs-game"
                          data-search-item
                          data-testid="game-search-game"
                          onClick={() => onPlay(g.target)}
                        >
                          <img src={g.image} alt="" width="48" height="48" loading="lazy" decoding="async" />
                          <span>{g.name}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        {showList && view.total > view.shown && (
          <p className="gs-more">{t("gameSearch.more", { shown: view.shown, total: view.total })}</p>
        )}
      </div>
    </div>
  );
}

/** The header's search: a modal dialog (full screen on phones), focus kept inside, Escape closes. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = useSearchStore();
  const state = useStore(store.$state);
  const panel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const resultsId = useId();
  const statusId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useFocusTrap(panel, true, { onEscape: () => closeRef.current(), initialFocus: () => field.current });

  const play = (target: GameTarget) => {
    // The sheet goes first, so the launcher's own dialogs (login, a game modal) take the focus after it.
    flushSync(() => closeRef.current());
    playHit(target);
  };

  return (
    <div
      className="gs-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="gs-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="game-search-dialog"
        onKeyDown={(e) => moveFocus(e, panel.current, field.current)}
      >
        <div className="gs-head">
          <h2 id={titleId}>{t("gameSearch.open")}</h2>
          <button type="button" className="gs-close" aria-label={t("gameSearch.close")} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="search-box gs-field" role="search">
          <label className="sr-only" htmlFor={inputId}>
            {t("gameSearch.label")}
          </label>
          <SearchIcon />
          <input
            ref={field}
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_CATALOGUE_MAX_CHARS}
            placeholder={t("gameSearch.placeholder")}
            value={state.text}
            aria-describedby={statusId}
            aria-controls={resultsId}
            onChange={(e) => store.input(e.target.value)}
          />
        </div>
        <SearchResults state={state} t={t} id={resultsId} statusId={statusId} onPlay={play} onRetry={store.retry} />
      </div>
    </div>
  );
}

/**
 * The home page's field: the server's input stays the field (what was typed before this code arrived is
 * searched at once); the results open under it and close on Escape, on a click elsewhere or when the focus
 * leaves the search.
 */
export function InlineSearch({ input, root }: { input: HTMLInputElement; root: HTMLElement }) {
  const t = useT();
  const store = useSearchStore();
  const state = useStore(store.$state);
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const resultsId = useId();
  const statusId = useId();

  useEffect(() => {
    input.setAttribute("aria-describedby", statusId);
    input.setAttribute("aria-controls", resultsId);
    const onInput = () => {
      setOpen(true);
      store.input(input.value);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        return;
      }
      if (e.key === "ArrowDown") {
        setOpen(true);
        moveFocus(e, panel.current, input);
      }
    };
    const onFocus = () => setOpen(true);
    const onOutside = (e: Event) => {
      if (!(e.target instanceof Node) || !root.contains(e.target)) setOpen(false);
    };
    // Tab past the last result (or back before the field) closes; a click elsewhere is the pointerdown above.
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !root.contains(e.relatedTarget)) setOpen(false);
    };
    if (input.value) store.input(input.value);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKey);
    input.addEventListener("focus", onFocus);
    root.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onOutside, true);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKey);
      input.removeEventListener("focus", onFocus);
      root.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onOutside, true);
    };
  }, [input, root, store, resultsId, statusId]);

  const play = (target: GameTarget) => {
    setOpen(false);
    playHit(target);
  };

  return (
    <div
      ref={panel}
      className="gs-popover"
      hidden={!open || (state.status === "idle" && !state.short)}
      data-testid="game-search-inline"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          input.focus();
          return;
        }
        moveFocus(e, panel.current, input);
      }}
    >
      <SearchResults state={state} t={t} id={resultsId} statusId={statusId} onPlay={play} onRetry={store.retry} />
    </div>
  );
}
