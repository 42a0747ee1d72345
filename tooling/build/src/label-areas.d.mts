export declare function labelAreasIn(text: string, areas: readonly string[]): Set<string>;
export declare function labelAreasUsed(
  folders: readonly string[],
  areas: readonly string[],
): Promise<Map<string, string[]>>;
