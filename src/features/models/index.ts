// The platform's ads, sponsors and login-page models (spec 001 §7): what pages and other features use.
// Pages paint the lists on the server (src/components/ModelTiles.astro) and keep them live with
// models-client.ts, which live.ts loads only when a list changes (so the home page ships no more than it needs).
export {
  MODEL_IMAGE_SIZE,
  MODEL_KINDS,
  modelRequest,
  REGISTER_BACKGROUND_SIZE,
  registerBackground,
  resolveModels,
  type ModelKind,
  type ModelView,
  type PlatformModel,
} from "./models.ts";
export { default as LoginModels } from "./LoginModels.tsx";
export { default as RegisterBackground } from "./RegisterBackground.tsx";
