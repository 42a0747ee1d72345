/** Colour names a merchant config may theme; any other kebab- or camel-case name is accepted too. */
export type BrandColorName =
  | 'primary'
  | 'onPrimary'
  | 'background'
  | 'surface'
  | 'text'
  | 'muted'
  | 'border'
  | 'focus'
  | 'badge'
  | 'onBadge'
  | 'danger'
  | 'info'
  | 'skeleton'
  | 'success'
  | 'backdrop'
  | 'toast'
  | 'onToast';

export type BrandColors = Readonly<Partial<Record<BrandColorName, string>> & Record<string, string>>;

// Names come from a runtime config file: only plain identifiers become property names.
const SAFE_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

function toKebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Maps brand colours (`{ onPrimary: '#fff' }`) to kit custom properties (`{ '--wps-color-on-primary': '#fff' }`). */
export function brandThemeVariables(colors: BrandColors): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    if (!SAFE_NAME.test(name) || value.trim() === '') continue;
    variables[`--wps-color-${toKebabCase(name)}`] = value.trim();
  }
  return variables;
}

/** Sets the brand colours as `--wps-color-<name>` custom properties on `root` (the `<html>` element by default). */
export function applyBrandTheme(colors: BrandColors, root: HTMLElement = document.documentElement): void {
  for (const [property, value] of Object.entries(brandThemeVariables(colors))) {
    root.style.setProperty(property, value);
  }
}
