import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 200, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Circle: Story = { args: { width: 48, height: 48, radius: '50%' } };

/** Full width by default: a line of text still loading. */
export const FullWidth: Story = { args: { width: undefined } };

/** A list row: avatar at the inline start, two lines of text (mirrors in right-to-left layouts). */
function ListRowSkeleton() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Skeleton width={40} height={40} radius="50%" />
      <div style={{ display: 'grid', flex: 1, gap: 6 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height={12} />
      </div>
    </div>
  );
}

/** A game grid while the list loads: the region is busy and a status tells screen readers. */
function GameGridSkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t('common.loading')}>
      <Spinner label={t('common.loading')} size="small" />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, marginBlockStart: 8 }}>
        {Array.from({ length: 9 }, (_, index) => (
          <div key={index} style={{ display: 'grid', gap: 4 }}>
            <Skeleton height={96} radius={8} />
            <Skeleton width="80%" height={12} />
          </div>
        ))}
      </div>
    </section>
  );
}

export const LoadingGameGrid: Story = { render: () => <GameGridSkeleton /> };

export const LoadingList: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ListRowSkeleton />
      <ListRowSkeleton />
      <ListRowSkeleton />
    </div>
  ),
};

/** The avatar moves to the right. */
export const RightToLeft: Story = { ...LoadingList, globals: { language: 'AR' } };

/** Skeletons carry no text; the status beside them speaks Chinese. */
export const NonLatinScript: Story = { ...LoadingGameGrid, globals: { language: 'CN' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
