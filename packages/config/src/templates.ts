/** The merchant's `mobileTemplate` switches as the platform sends them ('1' new, anything else base). */
export interface MobileTemplateSwitches {
  readonly mem_cen?: string;
  readonly dep_func?: string;
}

export type TemplateVersion = 'new' | 'base';

const version = (value: string | undefined): TemplateVersion => (value === '1' ? 'new' : 'base');

/** Member-centre screen version: new only when `mem_cen` is '1'. */
export function memberCentreTemplate(template: MobileTemplateSwitches | undefined): TemplateVersion {
  return version(template?.mem_cen);
}

/** Deposit-detail screen version: new only when `dep_func` is '1'. */
export function depositDetailTemplate(template: MobileTemplateSwitches | undefined): TemplateVersion {
  return version(template?.dep_func);
}
