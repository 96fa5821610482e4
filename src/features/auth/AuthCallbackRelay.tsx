// Island for /authCallback (spec 001 §4): the third-party login popup tells its opener authLogin,
// authLoginClose or quickGame (same origin only) and closes; opened directly, it returns home.
import { useEffect } from "react";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { popupMessageFromQuery } from "./entry.ts";

export default function AuthCallbackRelay({ prefix = "" }: { prefix?: string }) {
  const t = useT();
  const mounted = useHydrated();
  useEffect(() => {
    if (!mounted) return;
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      try {
        opener.postMessage(popupMessageFromQuery(window.location.search), window.location.origin);
      } finally {
        window.close();
      }
    } else {
      window.location.replace(`${prefix}/`);
    }
  }, [prefix, mounted]);
  return (
    <p className="ui-text" role="status">
      {mounted ? t("auth.callback.wait") : ""}
    </p>
  );
}
