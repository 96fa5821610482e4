// Browser. The game-records call of /user/Transaction (our extension, src/contract/records.ts).
import { recordsCalls, type GameRecordsRequest, type GameRecordsResponse } from "../../contract/records.ts";
import { callApi } from "../../lib/api/index.ts";

export function getGameRecords(request: GameRecordsRequest): Promise<GameRecordsResponse> {
  return callApi(recordsCalls.gameRecords, request);
}
