// Island piece (inside the lazy login modal). The platform's login-page models above the login form (spec 001 §7
// /web/model_login): sized images (no shift when they arrive), described by their titles.
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/i18n.ts";
import { MODEL_IMAGE_SIZE } from "./models.ts";
import { $loginModels } from "./login-models.store.ts";

export default function LoginModels() {
  const t = useT();
  const models = useStore($loginModels);
  const [width, height] = MODEL_IMAGE_SIZE.login;
  // While the list loads its box keeps the model's place (no shift when it arrives); an empty list takes none.
  if (models === null) return <div className="login-models is-loading" aria-hidden="true" />;
  // The first model only: the form stays in view on a phone.
  const first = models[0];
  if (!first) return null;
  const img = <img src={first.image} alt={first.title} width={width} height={height} decoding="async" />;
  return (
    <aside className="login-models" aria-label={t("models.login")} data-testid="login-models">
      {first.href === null ? (
        img
      ) : (
        <a href={first.href} {...(first.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {img}
        </a>
      )}
    </aside>
  );
}
