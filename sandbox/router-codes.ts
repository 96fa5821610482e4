// Envelope codes the sandbox uses for input problems (our decision; documented in sandbox/README.md).
/** Schema or field-rule failure: the message names the field. HTTP 200. */
export const INPUT_ERROR_CODE = 422;
/** The body is not JSON. HTTP 200. */
export const MALFORMED_JSON_CODE = 400;
