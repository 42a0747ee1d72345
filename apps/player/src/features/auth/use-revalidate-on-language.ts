import { useTranslation } from '@wps-mobile/i18n';
import type { Form } from '@wps-mobile/ui';
import { useEffect, useRef } from 'react';

/**
 * Spec section 4, Login: a change of language checks the filled fields again, so the messages under them are
 * said in the new language (an empty field stays quiet until a submit).
 */
export function useRevalidateOnLanguage<Values extends Record<string, string>>(
  form: Pick<Form<Values>, 'values' | 'revalidate'>,
): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const last = useRef(language);
  useEffect(() => {
    if (last.current === language) return;
    last.current = language;
    const names = Object.keys(form.values) as (keyof Values & string)[];
    form.revalidate(names.filter((name) => (form.values[name] ?? '').trim() !== ''));
  });
}
