// Island piece. The daily sign-in card (spec 000 §3 display states): this week's seven days, each in its state,
// and the button in its state; rendered by state only (signin.machine.ts).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { initSession } from "../../lib/session/index.ts";
import { serverNow } from "../../lib/api/server-clock.ts";
import { memberMoney } from "../../lib/money/member-money.ts";
import { buttonDisplay, dayDisplay } from "./signin.machine.ts";
import { $signin, loadSignin, signIn } from "./signin.store.ts";
import RetryAlert from "../../components/ui/RetryAlert.tsx";

export default function SigninView() {
  const t = useT();
  const s = useStore($signin);
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => initSession(), []); // the card loads once the session is ready (its store's onMount)
  useEffect(() => setNow(serverNow()), [s]);

  if (s.kind === "idle") return null;
  if (s.kind === "loading")
    return (
      <section className="signin" aria-busy="true" aria-label={t("signin.title")}>
        <h2>{t("signin.title")}</h2>
      </section>
    );
  if (s.kind === "error")
    return (
      <section className="signin" aria-label={t("signin.title")}>
        <h2>{t("signin.title")}</h2>
        <RetryAlert text={t("signin.loadFailed")} onRetry={() => void loadSignin()} />
      </section>
    );
  const info = s.info;
  const state = s.kind === "signing" ? "click_signin" : buttonDisplay(info, now, s.justSigned);
  const can = state === "click_signin" && s.kind === "ready";
  return (
    <section className="signin" aria-labelledby="signin-h" data-testid="signin-card" data-state={state}>
      <div className="signin-head">
        <h2 id="signin-h">{t("signin.title")}</h2>
        <span className="muted">{t("signin.bonus", { amount: memberMoney(info.bonus) })}</span>
      </div>
      <ol className="signin-days" role="list">
        {info.week.map((d) => {
          const ds = dayDisplay(d, info, now);
          return (
            <li key={d.date} className={`signin-day signin-${ds}`} data-state={ds}>
              <span className="signin-date">{d.date.slice(5)}</span>
              <span className="signin-mark">{t(ds)}</span>
            </li>
          );
        })}
      </ol>
      <div className="signin-foot">
        {can || s.kind === "signing" ? (
          <button
            type="button"
            className="btn btn-gold"
            aria-disabled={s.kind === "signing"}
            onClick={() => void signIn()}
          >
            {t("click_signin")}
          </button>
        ) : (
          <p role="status" className="signin-status">
            {t(state)}
          </p>
        )}
      </div>
    </section>
  );
}
