import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServerHtml } from './server-html';

const HELP = `<h3>How do I deposit?</h3>
<p>Open the <a href="/m/voucherCenter">deposit page</a>, choose a method and enter the amount.</p>
<ol><li>Pick a bank.</li><li>Enter the amount.</li><li>Confirm.</li></ol>
<p>Read the <a href="https://help.example/terms">full terms</a>.</p>`;

const meta = {
  title: 'Content/ServerHtml',
  component: ServerHtml,
  args: { html: HELP, onLink: fn() },
} satisfies Meta<typeof ServerHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Scripts, handlers, forms, styles and script links arrive from the server: none of them survive. */
export const Hostile: Story = {
  args: {
    html: `<p onclick="alert(1)" style="color:red">Text stays, the handler and style go.</p>
<script>alert(1)</script><img src="x" onerror="alert(1)" alt="broken">
<form action="https://evil.example"><input name="pin"><button>Send</button></form>
<p><a href="javascript:alert(1)">script link</a> and <a href="/\\evil.example">tricky path</a></p>`,
  },
};

/** With the app's link decision: the tricky path is shown as plain text, the safe links keep their href. */
export const DecidedLinks: Story = {
  args: {
    html: `${HELP}<p>And a <a href="/\\evil.example">tricky path</a>.</p>`,
    linkHref: (href) => (href.startsWith('/m/') || href.startsWith('https://') ? href : undefined),
  },
};

export const WithImageAndTable: Story = {
  args: {
    html: `<p><img src="https://placehold.co/320x120/png" alt="Promotion banner" width="320" height="120"></p>
<table><thead><tr><th>Level</th><th>Bonus</th></tr></thead><tbody><tr><td>VIP 1</td><td>5%</td></tr></tbody></table>`,
  },
};

/** The app shows a skeleton while loading; the component itself renders whatever text it has. */
export const Loading: Story = { args: { html: '<p>Loading…</p>' } };

export const Empty: Story = { args: { html: '' } };

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { html: '<h3>كيف أودع؟</h3><p>افتح <a href="/m/voucherCenter">صفحة الإيداع</a> واختر طريقة.</p>' },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { html: '<h3>如何存款？</h3><p>打开<a href="/m/voucherCenter">存款页面</a>并选择方式。</p>' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
