/** Joins the truthy class names, so optional modifiers read as `classNames('wps-x', active && 'wps-x--active')`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
