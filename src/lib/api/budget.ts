// Ships to server and browser (the browser takes only REFILL_HEADER). A page render's budget for platform calls
// (DESIGN budget: first byte within 2 s with the platform slow); see src/lib/api/server-call.ts, whose calls take
// it, and components/Pending.astro, which fills what came late. No side effects at load.
/** The time all platform calls of one page render may take before the page is sent without them. */
export const PLATFORM_BUDGET_MS = 800;

/** The request header of components/Pending.astro's second render: no budget, only the calls' own timeout. */
export const REFILL_HEADER = "x-lobby-refill";

/** One page render's share of time for platform calls; `late` is set once a call gave up waiting on it. */
export interface RenderBudget {
  /** Date.now() after which a call does not wait. */
  readonly deadline: number;
  /** Whether some call of this render ran out of budget (the page then has skeletons and must not be cached). */
  late: boolean;
}

export function createBudget(ms: number, now: () => number = Date.now): RenderBudget {
  return { deadline: now() + ms, late: false };
}

const budgets = new WeakMap<Request, RenderBudget>();

/**
 * The budget of the render of `request`: one per request, shared by the page and its layout (they see the same
 * Request). The refill render (REFILL_HEADER) waits for its calls: it runs in the background of a page already shown.
 */
export function renderBudget(request: Request, ms = PLATFORM_BUDGET_MS): RenderBudget {
  let budget = budgets.get(request);
  if (!budget) {
    budget = createBudget(request.headers.get(REFILL_HEADER) === "1" ? Number.POSITIVE_INFINITY : ms);
    budgets.set(request, budget);
  }
  return budget;
}
