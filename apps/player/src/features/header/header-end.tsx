import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ErrorBoundary, IconButton, IconMenu, LanguagePicker } from '@wps-mobile/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { AppLink } from '../../lib/app-link';
import { useFeatures } from '../../lib/use-features';
import { useLanguage } from '../../lib/use-language';
import { useSignedIn } from '../../lib/use-session';
import { AccountPopover } from './account-popover';
import type { MemberHeaderEndProps } from './member-header-end';

type MemberPart = ComponentType<MemberHeaderEndProps>;
let memberPart: Promise<{ default: MemberPart }> | undefined;
let LoadedMemberPart: MemberPart | undefined;

/**
 * The signed-in header's code (balance, deposit, sign out and its dialog), fetched once. `main.tsx` asks for it
 * with the first screen's when the page opens signed in, so that header is drawn whole in the first render; a
 * visitor's page never loads it.
 */
export function loadMemberHeaderEnd(): Promise<{ default: MemberPart }> {
  memberPart ??= import('./member-header-end').then((module) => {
    LoadedMemberPart = module.default;
    return module;
  });
  return memberPart;
}
const LazyMemberPart = lazy(loadMemberHeaderEnd);

function logFailure(error: unknown) {
  console.error('The header could not load its account part', error);
}

/** The right side of the home header, for members and for visitors (spec section 2, Header). */
export function HeaderEnd({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const account = useSignedIn();
  const features = useFeatures();
  const language = useLanguage();
  const picker = <LanguagePicker compact {...language} />;
  const menu = (
    <IconButton label={t('header.openMenu')} onClick={onOpenMenu}>
      <IconMenu />
    </IconButton>
  );
  if (account) {
    // Until its code is in (a sign-in on this page), or if it cannot be fetched, the language and the menu stay.
    const fallback = (
      <>
        {picker}
        {menu}
      </>
    );
    return (
      <div className="app-header-end">
        <ErrorBoundary fallback={() => fallback} onError={logFailure}>
          {/* Drawn at once when its code is in: a lazy component would still suspend once on its first render. */}
          {LoadedMemberPart ? (
            <LoadedMemberPart account={account} picker={picker} menu={menu} />
          ) : (
            <Suspense fallback={fallback}>
              <LazyMemberPart account={account} picker={picker} menu={menu} />
            </Suspense>
          )}
        </ErrorBoundary>
      </div>
    );
  }
  return (
    <div className="app-header-end">
      <AppLink className="app-header-link" href={routePath('login')}>
        {t('header.login')}
      </AppLink>
      {features.directRegister && (
        <AppLink className="app-header-link" href={routePath('register')}>
          {t('header.register')}
        </AppLink>
      )}
      {picker}
      <AccountPopover />
      {menu}
    </div>
  );
}
