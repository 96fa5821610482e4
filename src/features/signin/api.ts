// Browser. The daily sign-in calls (our contract, src/contract/signin.ts).
import { signinCalls, type SigninInfo } from "../../contract/signin.ts";
import { callApi } from "../../lib/api/index.ts";

export const getSigninInfo = (): Promise<SigninInfo> => callApi(signinCalls.signinInfo, {});
export const signInToday = (): Promise<{ cash: number; date: string }> => callApi(signinCalls.signin, {});
