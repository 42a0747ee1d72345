import { describe, expect, it } from 'vitest';
import { medianStart, offlineStartReport, type StartMetrics } from './stage-offline-start';

const start = (messageMs: number, appShellMs: number, messageInLoadingShell = false): StartMetrics => ({
  fcpMs: 420,
  messageMs,
  messageInLoadingShell,
  appShellMs,
});

describe('medianStart', () => {
  it('takes the median of each time and the majority for the loading shell', () => {
    expect(medianStart([start(2900, 3100, true), start(2500, 2600, true), start(700, 800)])).toEqual({
      fcpMs: 420,
      messageMs: 2500,
      messageInLoadingShell: true,
      appShellMs: 2600,
    });
  });

  it('counts a time that never came as the latest, and as n/a (0) only when most rounds missed it', () => {
    const median = medianStart([start(0, 0), start(900, 0), start(800, 950)]);
    expect(median.messageMs).toBe(900);
    expect(median.appShellMs).toBe(0);
  });

  it('needs a round', () => {
    expect(() => medianStart([])).toThrow();
  });
});

describe('offline start report', () => {
  it('puts both starts side by side, with n/a for what never showed', () => {
    const report = offlineStartReport({
      path: '/m/home',
      visits: 3,
      targetMs: 1000,
      offline: start(3400, 3400),
      backendDown: start(640, 0, true),
      backendDownCold: start(2100, 4800, true),
    });
    expect(report).toContain('## Offline and dead-backend starts of /m/home (slow 4G, CPU 4x, median of 3)');
    expect(report).toContain('| Start | FCP ms | Message ms | Message in loading shell | App shell ms |');
    expect(report).toContain('| offline, from the service worker | 420 | 3400 | no | 3400 |');
    expect(report).toContain(
      '| every /wps call failing (503), from the service worker | 420 | 640 | yes | n/a |',
    );
    expect(report).toContain('| every /wps call failing (503), first visit | 420 | 2100 | yes | 4800 |');
    expect(report).toContain('within 1000 ms');
  });

  it('has no loading-shell answer when the message never showed', () => {
    const report = offlineStartReport({
      path: '/m/home',
      visits: 3,
      targetMs: 1000,
      offline: start(0, 900),
      backendDown: start(0, 0),
      backendDownCold: start(0, 0),
    });
    expect(report).toContain('| offline, from the service worker | 420 | n/a | n/a | 900 |');
  });

  it('says why when the stage failed', () => {
    expect(offlineStartReport(undefined, 'browser crashed')).toContain('Failed: browser crashed');
  });
});
