/** The active help topic: `?i=` when it names one of the topics, else the first (spec section 2). */
export function activeTopicIndex(search: URLSearchParams, topicCount: number): number {
  const raw = search.get('i')?.trim() ?? '';
  if (!/^\d{1,4}$/.test(raw)) return 0;
  const index = Number(raw);
  return index < topicCount ? index : 0;
}
