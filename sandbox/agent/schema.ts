// The agent programme's tables (src/contract/agent.ts). The downline itself is members.introducer_id (the agent a
// member registered under, routes/register.ts); reports read ledger and game_rounds rows, never counters.
export const AGENT_SCHEMA = `
CREATE INDEX IF NOT EXISTS members_introducer ON members (introducer_id);
CREATE INDEX IF NOT EXISTS ledger_member_at ON ledger (member_id, at);
-- A member's first deposit ever (the OperationTable's first deposits): one seek per member.
CREATE INDEX IF NOT EXISTS ledger_first_deposit ON ledger (member_id, id) WHERE reason = 'deposit';
-- One row per agent transfer; (agent_id, request_id) is the idempotency key of one submission.
CREATE TABLE IF NOT EXISTS agent_transfers (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, member_id INTEGER NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('to_member', 'recall')), amount INTEGER NOT NULL CHECK (amount > 0),
  request_id TEXT NOT NULL, agent_cash_after INTEGER NOT NULL, member_cash_after INTEGER NOT NULL, created_at TEXT NOT NULL,
  UNIQUE (agent_id, request_id));
CREATE INDEX IF NOT EXISTS agent_transfers_agent ON agent_transfers (agent_id, created_at);
-- A settled week: the statement's lines frozen at approval (JSON of AgentStatementLines); paid once.
CREATE TABLE IF NOT EXISTS agent_statements (
  agent_id INTEGER NOT NULL, week TEXT NOT NULL, lines TEXT NOT NULL, commission INTEGER NOT NULL,
  carry_out INTEGER NOT NULL, status TEXT NOT NULL CHECK (status IN ('approved', 'paid')), approved_at TEXT NOT NULL,
  paid_at TEXT, PRIMARY KEY (agent_id, week));
`;
