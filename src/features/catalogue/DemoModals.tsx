// Island piece (loaded on first use). The demo game and demo game list modals (spec 000 §2 screens; §7
// /demo/gp_games, /demo/gt_games): pick a demo game, then "Try demo" starts it with play money through the
// launcher (startGame(target, { demo: true }), spec 000 §5: no login needed).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Modal } from "../../components/ui/index.ts";
import { useT } from "../../components/ui/i18n.ts";
import type { ProviderQuery } from "./api.ts";
import { $demoList, loadDemoList, type DemoScope } from "./demo-list.store.ts";
import type { GameView } from "./game-view.ts";
import { playTarget, targetOf } from "./play.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import RetryAlert from "../../components/ui/RetryAlert.tsx";

export interface DemoModalsProps {
  open: { kind: "game"; game: GameView } | { kind: "list" };
  query: ProviderQuery;
  template: string;
  onClose: () => void;
  onPickGame: (game: GameView) => void;
}

export default function DemoModals({ open, query, template, onClose, onPickGame }: DemoModalsProps) {
  const t = useT();
  const [scope, setScope] = useState<DemoScope>("provider");
  const list = useStore($demoList);
  const load = (s: DemoScope) => void loadDemoList(query, template, s);
  const choose = (s: DemoScope) => {
    setScope(s);
    load(s);
  };
  // The list modal opens on its first load (the modal mounts when the member asks for it).
  useEffect(() => {
    if (open.kind === "list") load(scope);
  }, [open.kind]);

  if (open.kind === "game") {
    const g = open.game;
    return (
      <Modal open title={t("catalogue.demo.gameTitle", { name: g.name })} onClose={onClose} testId="demo-game-modal">
        <div className="demo-game">
          <img src={g.image} alt="" width={120} height={120} />
          <p>{t("catalogue.demo.playMoney")}</p>
          <div className="demo-actions">
            <button
              type="button"
              className="btn btn-gold"
              onClick={() => {
                playTarget(targetOf(g), true);
                onClose();
              }}
            >
              {t("catalogue.demo.try")}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                playTarget(targetOf(g));
                onClose();
              }}
            >
              {t("catalogue.demo.playReal")}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open size="md" title={t("catalogue.demo.list")} onClose={onClose} testId="demo-list-modal">
      <div className="demo-scope" role="group" aria-label={t("catalogue.demo.scope")}>
        <button type="button" className="btn" aria-pressed={scope === "provider"} onClick={() => choose("provider")}>
          {t("catalogue.demo.thisProvider")}
        </button>
        <button type="button" className="btn" aria-pressed={scope === "all"} onClick={() => choose("all")}>
          {t("catalogue.demo.allTypes")}
        </button>
      </div>
      {list.kind === "loading" && <p role="status">{t("catalogue.demo.loading")}</p>}
      {list.kind === "error" && <RetryAlert text={t("catalogue.demo.error")} onRetry={() => load(scope)} />}
      {list.kind === "ready" &&
        (list.groups.every((g) => g.games.length === 0) ? (
          <p>{t("catalogue.demo.none")}</p>
        ) : (
          list.groups.map((group) => (
            <section key={group.gtId} className="demo-group">
              <h3>{t(runtimeKey(`gameType.${group.gtId}.hall`))}</h3>
              <ul role="list" className="demo-list">
                {group.games.map((g) => (
                  <li key={g.id}>
                    <button type="button" className="btn" onClick={() => onPickGame(g)}>
                      {g.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        ))}
    </Modal>
  );
}
