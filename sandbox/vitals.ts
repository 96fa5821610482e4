// /sandbox/vitals: the sandbox's stand-in for an operator's real-user monitoring (OUR EXTENSION, src/contract/
// vitals.ts). The site's POST /vitals forwards here when VITALS_URL points at it; `npm run bench` reads the p75 per
// template with GET and empties it with DELETE. In memory, bounded: a demo and bench aid, not a store of record.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  SANDBOX_VITALS_PATH,
  VITALS_BODY_LIMIT,
  VitalsReportSchema,
  summariseVitals,
  type VitalsReport,
} from "../src/contract/vitals.ts";
import { HttpError, readBody, sendJson } from "./http.ts";

/** The newest reports kept. */
export const VITALS_KEPT = 10_000;

export function createVitalsCollector() {
  const reports: VitalsReport[] = [];
  return {
    add(report: VitalsReport): void {
      reports.push(report);
      if (reports.length > VITALS_KEPT) reports.splice(0, reports.length - VITALS_KEPT);
    },
    summary: () => summariseVitals(reports),
    clear(): void {
      reports.length = 0;
    },
  };
}
export type VitalsCollector = ReturnType<typeof createVitalsCollector>;

/** Handles /sandbox/vitals (POST a report, GET the summary, DELETE all); false for another path. */
export async function handleVitals(
  collector: VitalsCollector,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (path !== SANDBOX_VITALS_PATH) return false;
  if (req.method === "GET") {
    sendJson(res, 200, collector.summary());
    return true;
  }
  if (req.method === "DELETE") {
    collector.clear();
    sendJson(res, 200, {});
    return true;
  }
  if (req.method !== "POST") {
    req.resume();
    sendJson(res, 405, { error: "GET, POST or DELETE" });
    return true;
  }
  let raw: string;
  try {
    raw = await readBody(req, VITALS_BODY_LIMIT);
  } catch (e) {
    sendJson(res, e instanceof HttpError ? e.status : 400, { error: "body too large" });
    return true;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const report = VitalsReportSchema.safeParse(parsed);
  if (!report.success) {
    sendJson(res, 400, { error: "not a vitals report" });
    return true;
  }
  collector.add(report.data);
  sendJson(res, 202, {});
  return true;
}
