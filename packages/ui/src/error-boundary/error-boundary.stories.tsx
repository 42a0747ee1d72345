import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '../status-page/status-page';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('This part fails on purpose, to show the fallback (story)');
}

/** A screen that threw, inside a boundary whose fallback is the kit's error page. */
function FailedScreen({ fails }: { fails: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey="story"
      fallback={() => (
        <StatusPage
          tone="error"
          title={t('errors.pageLoadFailed')}
          body={t('errors.reloadHint')}
          action={{ label: t('errors.reloadPage'), onClick: () => undefined }}
        />
      )}
    >
      {fails ? <Broken /> : <p>{t('common.loading')}</p>}
    </ErrorBoundary>
  );
}

const meta = {
  title: 'Feedback/ErrorBoundary',
  component: FailedScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The child threw: the fallback stands in for it. */
export const Failed: Story = { args: { fails: true } };

/** Nothing failed: the children show as they are. */
export const Working: Story = { args: { fails: false } };

/** The fallback in Arabic, laid out right to left. */
export const RightToLeft: Story = { ...Failed, globals: { language: 'AR' } };

/** The fallback in a non-Latin script. */
export const NonLatinScript: Story = { ...Failed, globals: { language: 'CN' } };

/** Light and dark side by side. */
export const AllModes: Story = { ...Failed, globals: { theme: 'all' } };
