/** Label key of the agent home greeting for a local hour (spec: 0-10, 11-14, 15-18, 19-24). */
export function greetingKey(
  hour: number,
):
  | 'agent.greetingMorning'
  | 'agent.greetingEarlyAfternoon'
  | 'agent.greetingLateAfternoon'
  | 'agent.greetingEvening' {
  if (hour <= 10) return 'agent.greetingMorning';
  if (hour <= 14) return 'agent.greetingEarlyAfternoon';
  if (hour <= 18) return 'agent.greetingLateAfternoon';
  return 'agent.greetingEvening';
}
