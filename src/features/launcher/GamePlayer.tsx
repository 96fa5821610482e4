// Island. /play, the full-page player of the page open type (spec 000 §2, §4): the game in a full-page frame
// (styles in play.astro) under a slim bar whose "Back to lobby" quits the game. Without a stored game the page leaves to /.
import { useEffect, useState } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { quitGame, restorePlayer } from "./launcher.store.ts";
import type { PlayerRecord } from "./player-record.ts";

export default function GamePlayer({ prefix }: { prefix: string }) {
  const t = useT();
  const [record, setRecord] = useState<PlayerRecord | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const r = restorePlayer();
    if (r) setRecord(r);
    else window.location.replace(`${prefix}/`);
  }, [prefix]);
  if (!record) return null;
  const title = record.target.name ?? record.target.gpId;
  return (
    <div className="lg-player">
      <div className="lg-bar">
        <button
          type="button"
          className="lg-back"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void quitGame();
          }}
        >
          {t("pg.back_to_lobby")}
        </button>
        <h1 className="lg-title">{title}</h1>
      </div>
      <iframe className="lg-player-frame" src={record.url} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}
