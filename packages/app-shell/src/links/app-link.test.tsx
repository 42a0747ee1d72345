import type { AppName } from '@wps-mobile/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppIdContext } from './app-identity';
import { AppLink, useLinkNavigation } from './app-link';

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function renderIn(app: AppName, children: ReactNode) {
  render(
    <AppIdContext value={app}>
      <MemoryRouter initialEntries={['/m/start']}>
        <Routes>
          <Route path="/m/home" element={<Screen name="Player home" />} />
          <Route path="/m/agent" element={<Screen name="Agent home" />} />
          <Route path="*" element={<Screen name="Start" />} />
        </Routes>
        {children}
      </MemoryRouter>
    </AppIdContext>,
  );
}

function MenuAnchor({ href }: { href: string }) {
  const onNavigate = useLinkNavigation();
  return (
    <a href={href} onClick={(event) => onNavigate(href, event)}>
      Menu entry
    </a>
  );
}

describe('AppLink', () => {
  it("routes a path of this build client-side and leaves the other build's path a plain page load", async () => {
    renderIn(
      'player',
      <>
        <AppLink href="/m/home">Home</AppLink>
        <AppLink href="/m/agent">Agent centre</AppLink>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'Player home' })).toBeTruthy();
    // The agent's path is an anchor the router does not take (the browser loads the agent build).
    expect(screen.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/m/agent');
  });

  it('is decided by the build it runs in', async () => {
    renderIn('agent', <AppLink href="/m/agent">Agent centre</AppLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Agent centre' }));
    expect(screen.getByRole('heading', { name: 'Agent home' })).toBeTruthy();
  });
});

describe('useLinkNavigation', () => {
  it("takes a plain anchor's click into the router for this build's paths only", async () => {
    renderIn('agent', <MenuAnchor href="/m/agent" />);
    await userEvent.click(screen.getByRole('link', { name: 'Menu entry' }));
    expect(screen.getByRole('heading', { name: 'Agent home' })).toBeTruthy();
  });
});
