import type { AgentContract } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

export interface ContractRow {
  id: number;
  kind: AgentContract['kind'];
  status: AgentContract['status'];
  from_account: string;
  rate: number;
  min_valid_bet_cents: number;
  period: string;
  created_at: number;
}

/** The member's contracts (of one kind, if given), newest first, with the account that offered each. */
export const contractsOf = (db: SandboxDatabase, memberId: number, kind?: AgentContract['kind']) =>
  db.all<ContractRow>(
    `SELECT contract.*, member.username AS from_account FROM contract JOIN member ON member.id = contract.from_id
     WHERE member_id = ? AND (? IS NULL OR kind = ?) ORDER BY contract.created_at DESC, contract.id DESC`,
    [memberId, kind ?? null, kind ?? null],
  );

export function setContractStatus(db: SandboxDatabase, id: number, status: AgentContract['status']): void {
  db.run('UPDATE contract SET status = ? WHERE id = ?', [status, id]);
}
