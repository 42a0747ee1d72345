import type { AppName } from '@wps-mobile/config';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIdContext } from './app-identity';
import { useOpenLink } from './use-open-link';

const navigate = vi.fn();
vi.mock('react-router', () => ({ useNavigate: () => navigate }));

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockReset();
});

function open(href: string, app: AppName = 'player') {
  const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppIdContext value={app}>{children}</AppIdContext>
  );
  const { result } = renderHook(() => useOpenLink(), { wrapper });
  result.current(href);
  return windowOpen;
}

describe('useOpenLink', () => {
  it('opens other sites apart, with noopener', () => {
    const windowOpen = open('https://help.example/');
    expect(windowOpen).toHaveBeenCalledWith('https://help.example/', '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('routes player paths inside the app, query kept', () => {
    const windowOpen = open('/m/activityDetail?id=3');
    expect(navigate).toHaveBeenCalledWith('/m/activityDetail?id=3');
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('opens agent paths by a full page load', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    open('/m/agent/team/overview');
    expect(assign).toHaveBeenCalledWith('/m/agent/team/overview');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("in the agent's build, routes agent paths inside it and loads the player's as a page", () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    open('/m/agent/team/overview', 'agent');
    expect(navigate).toHaveBeenCalledWith('/m/agent/team/overview');
    open('/m/activity', 'agent');
    expect(assign).toHaveBeenCalledWith('/m/activity');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ])('never follows %j to another site or a script', (href) => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const windowOpen = open(href);
    expect(navigate).not.toHaveBeenCalled();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
