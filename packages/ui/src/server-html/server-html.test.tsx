import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerHtml } from './server-html';

function show(html: string, onLink = vi.fn()) {
  const view = render(<ServerHtml html={html} onLink={onLink} />);
  return { root: view.container.firstElementChild as HTMLElement, onLink };
}

describe('ServerHtml', () => {
  it('keeps text, headings, lists and tables', () => {
    const { root } = show('<h3>Rules</h3><ul><li>One</li></ul><table><tr><td>Cell</td></tr></table>');
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
    expect(root.querySelector('td')).toHaveTextContent('Cell');
  });

  it('never runs scripts or event handlers', () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const { root } = show(
      '<p onclick="ran()">Hi</p><script>ran()</script><img src="x.png" onerror="ran()" alt="pic">' +
        '<svg onload="ran()"></svg><iframe src="javascript:ran()"></iframe>',
    );
    expect(root.innerHTML).not.toMatch(/script|onerror|onclick|onload|iframe|svg/i);
    expect(ran).not.toHaveBeenCalled();
  });

  it('drops forms, styles, image maps, ids and classes', () => {
    const { root } = show(
      '<form action="/x"><input name="a"><button>Go</button></form><style>p{}</style>' +
        '<p style="color:red" id="root" class="x">Text</p><map><area href="/m/home"></map>',
    );
    expect(root.querySelector('form, input, button, style, map, area, [style], [id], [class]')).toBeNull();
    expect(screen.getByText('Text')).toBeInTheDocument();
  });

  it('removes links to other schemes and loads images lazily', () => {
    const { root } = show(
      '<a href="javascript:alert(1)">bad</a><a href="data:text/html,x">data</a><img src="https://cdn.example/a.png" alt="A">',
    );
    for (const link of root.querySelectorAll('a')) expect(link).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
  });

  it('hands activated links to onLink and never follows them itself', async () => {
    const { onLink } = show('<p><a href="/\\evil.example" target="_top">Promo</a></p>');
    const link = screen.getByRole('link', { name: 'Promo' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(onLink).toHaveBeenCalledWith('/\\evil.example');
    expect(window.location.pathname).toBe('/');
  });

  it('gives the href of the link around a tapped image or word', async () => {
    const { onLink } = show('<a href="/m/rewardCenter"><strong>Claim</strong></a>');
    await userEvent.click(screen.getByText('Claim'));
    expect(onLink).toHaveBeenCalledWith('/m/rewardCenter');
  });
  it('shows each link with the href the app decides, and a refused one as plain text', async () => {
    const decide = (href: string) => (href === '/m/activity' ? '/m/activity' : undefined);
    const onLink = vi.fn();
    const view = render(
      <ServerHtml
        html={'<a href="/\\evil.example/x">Backslash</a> <a href="/m/activity">Promotions</a>'}
        onLink={onLink}
        linkHref={decide}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Backslash' })).toBeNull();
    expect(view.container.innerHTML).not.toContain('evil.example');
    await userEvent.click(screen.getByText('Backslash'));
    expect(onLink).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/m/activity');
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(onLink).toHaveBeenCalledWith('/m/activity');
  });
});
