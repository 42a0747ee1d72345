import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner, type SpinnerProps } from './spinner';

/** The spinner with the translated "Loading…" label unless a story gives its own. */
function TranslatedSpinner(props: Partial<SpinnerProps>) {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} {...props} />;
}

const meta = {
  title: 'Feedback/Spinner',
  component: TranslatedSpinner,
} satisfies Meta<typeof TranslatedSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is announced politely but not shown; with reduced motion the ring fades instead of turning. */
export const Default: Story = {};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const Small: Story = { args: { size: 'small', showLabel: true } };

export const Large: Story = { args: { size: 'large' } };

export const LongLabel: Story = {
  args: {
    showLabel: true,
    label: 'Loading your betting records for the last thirty days, this can take a moment',
  },
};

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { showLabel: true } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { showLabel: true } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
