import { writeSession } from '@wps-mobile/session';
import { describe, expect, it, vi } from 'vitest';
import { requireAgentSession } from './agent-access';

const session = { token: 'abc', merchantCode: 'demo', userName: 'boss', firstTimeLogin: false };

describe('requireAgentSession', () => {
  it('sends a visitor without a session home, replacing the location', () => {
    const location = { replace: vi.fn() };
    expect(requireAgentSession(location)).toBeUndefined();
    expect(location.replace).toHaveBeenCalledWith('/m/home');
  });

  it.each([0, 4, 40])('sends a member of type %i home', (type) => {
    writeSession({ ...session, type });
    const location = { replace: vi.fn() };
    expect(requireAgentSession(location)).toBeUndefined();
    expect(location.replace).toHaveBeenCalledOnce();
  });

  it('lets an agent in', () => {
    writeSession({ ...session, type: 1 });
    const location = { replace: vi.fn() };
    expect(requireAgentSession(location)?.userName).toBe('boss');
    expect(location.replace).not.toHaveBeenCalled();
  });
});
