// The filter's types live apart from the drawer: both the drawer and its rows of choices (filter-choices.tsx)
// name them, and neither should import the other for them.
export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  id: string;
  /** "Vendor", "Classification", "Minimum bet". */
  label: string;
  /** Choices besides "All", which every group has (null). */
  options: FilterOption[];
}

/** The chosen value of each group, by group id; null (or absent) is "All". */
export type FilterValues = Record<string, string | null>;
