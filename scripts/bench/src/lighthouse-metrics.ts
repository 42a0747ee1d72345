// The metrics type lives apart from the Lighthouse runner: the report names it too, and neither should import the
// other for it.

/** The numbers the benchmark keeps from one Lighthouse run. */
export interface LighthouseMetrics {
  /** Performance category score, 0-100. */
  score: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Speed Index, ms. */
  si: number;
}
