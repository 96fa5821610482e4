// Ships to server and browser (no zod: the home page's scripts import it; DESIGN JS budget). Re-exported by site.ts.
/**
 * The model lists (spec 001 §7 /web/model_setting ads, /web/model_sponsor sponsors, /web/model_login login-page
 * models). Our decisions, the spec shows only the request: `model_version` names the layout the list is for
 * ("pc" or "h5"), and each kind's images have one size (the page reserves it before they load: no layout shift).
 */
export const MODEL_VERSION = { desktop: "pc", mobile: "h5" } as const;
export type ModelKind = "setting" | "sponsor" | "login";
export const MODEL_IMAGE_SIZE: Record<ModelKind, readonly [number, number]> = {
  setting: [600, 240],
  sponsor: [360, 180],
  login: [640, 200],
};
/** The register background's images (our decision, as the model sizes): a landscape one and a portrait one. */
export const REGISTER_BACKGROUND_SIZE = { desktop: [1200, 800], mobile: [750, 1334] } as const;
