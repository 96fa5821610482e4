// Ships to server and browser. The API client's public face.
export {
  callApi,
  configureApi,
  onUnauthorized,
  CANCEL_ON_401_PATHS,
  type ApiEnvironment,
  type CallOptions,
} from "./client.ts";
export { ApiError, isApiError } from "./error.ts";
export { interpretBody, retriesFor, shouldRetry, lastThreeDigits, ERROR_TEXT, type ApiErrorKind } from "./rules.ts";
export { noteDateHeader, noteServerTime, serverNow, serverClockOffset } from "./server-clock.ts";
