import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguagePicker, type LanguageOption, type LanguagePickerProps } from './language-picker';

// Simplified inline flags keep Storybook offline; the app passes the i18n package's local flag images.
function flag(body: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16">${body}</svg>`)
  );
}

const LANGUAGES: LanguageOption[] = [
  {
    code: 'EN',
    nativeName: 'English',
    lang: 'en',
    flagSrc: flag(
      '<rect width="24" height="16" fill="#012169"/><path d="M0 0l24 16M24 0 0 16" stroke="#fff" stroke-width="3"/><path d="M12 0v16M0 8h24" stroke="#c8102e" stroke-width="3"/>',
    ),
  },
  {
    code: 'TY',
    nativeName: 'Filipino',
    lang: 'fil',
    flagSrc: flag(
      '<rect width="24" height="8" fill="#0038a8"/><rect y="8" width="24" height="8" fill="#ce1126"/><path d="M0 0l12 8-12 8z" fill="#fff"/>',
    ),
  },
  {
    code: 'CN',
    nativeName: '简体中文',
    lang: 'zh-CN',
    flagSrc: flag(
      '<rect width="24" height="16" fill="#de2910"/><circle cx="5" cy="5" r="2.5" fill="#ffde00"/>',
    ),
  },
  {
    code: 'AR',
    nativeName: 'العربية',
    lang: 'ar',
    flagSrc: flag(
      '<rect width="24" height="16" fill="#006c35"/><rect x="5" y="9" width="14" height="1.5" fill="#fff"/>',
    ),
  },
  {
    code: 'TH',
    nativeName: 'ไทย',
    lang: 'th',
    flagSrc: flag(
      '<rect width="24" height="16" fill="#a51931"/><rect y="3" width="24" height="10" fill="#f4f5f8"/><rect y="5.5" width="24" height="5" fill="#2d2a4a"/>',
    ),
  },
  {
    code: 'VI',
    nativeName: 'Tiếng Việt',
    lang: 'vi',
    flagSrc: flag(
      '<rect width="24" height="16" fill="#da251d"/><circle cx="12" cy="8" r="3.5" fill="#ff0"/>',
    ),
  },
];

function ControlledPicker(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 320 }}>
      <LanguagePicker {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Controls/LanguagePicker',
  component: LanguagePicker,
  render: (args) => <ControlledPicker {...args} />,
  args: { languages: LANGUAGES, value: 'EN', onChange: () => {} },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In the header: only the flag shows; screen readers hear "Language: English". */
export const Compact: Story = { args: { compact: true } };

/** Languages not loaded yet: only the current one is offered. */
export const Loading: Story = { args: { languages: LANGUAGES.slice(0, 1) } };

/** No list at all: nothing is drawn. */
export const Empty: Story = { args: { languages: [] } };

/** An unknown current code falls back to the first language of the list. */
export const Error: Story = { args: { value: 'XX' } };

export const LongText: Story = {
  args: {
    languages: [
      ...LANGUAGES,
      {
        code: 'SW',
        nativeName: 'Kiswahili (Tanzania na Kenya)',
        lang: 'sw',
        flagSrc: LANGUAGES[0]?.flagSrc ?? '',
      },
    ],
    value: 'SW',
  },
};

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { value: 'AR' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { value: 'CN' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
