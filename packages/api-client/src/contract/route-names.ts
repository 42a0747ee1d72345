/** The export name of a domain's route table: `agent-team` → `AGENT_TEAM_ROUTES`. */
export function domainRoutesName(domain: string): string {
  return `${domain.replace(/-/g, '_').toUpperCase()}_ROUTES`;
}
