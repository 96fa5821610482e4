// Browser. The account-security calls (src/contract/security.ts, our extension) through the one API client.
import { securityCalls } from "../../contract/security.ts";
import { callApi } from "../../lib/api/index.ts";

export { securityCalls, callApi };
