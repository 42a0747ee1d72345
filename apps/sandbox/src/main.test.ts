import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SANDBOX_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let child: ChildProcessWithoutNullStreams | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

function startMain(): Promise<{ line: string; url: URL }> {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SANDBOX_DIR,
    // A throw-away data folder: the test must not touch the developer's own sandbox data.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WPS_SANDBOX_DATA: mkdtempSync(path.join(tmpdir(), 'wps-main-')),
      // A plain start, as in production-like demos: no dev controls.
      WPS_SANDBOX_CONTROLS: '',
    },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child?.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve({ line, url: new URL(line.slice(line.indexOf('http'))) });
    });
    child?.on('exit', (code) => reject(new Error(`main exited early with ${code}`)));
  });
}

/** A node:http request, where an array value sends the header once per item, as a misbehaving client would. */
function rawGet(
  url: URL,
  headers: Record<string, string | string[]>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pnpm serve (src/main.ts)', () => {
  it('prints one listening line, answers over HTTP and stops cleanly on SIGTERM', async () => {
    const { line, url } = await startMain();
    expect(line).toMatch(/^wps-mobile gateway listening on http:\/\/127\.0\.0\.1:\d+\/m\/$/);

    const status = await rawGet(new URL('/wps/system/status', url), { Merchant: 'demo' });
    expect(status.status).toBe(200);
    const twice = await rawGet(new URL('/wps/system/status', url), { Merchant: ['demo', 'demo'] });
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body)).toMatchObject({ errorCode: 'merchant.duplicate' });
    // Without WPS_SANDBOX_CONTROLS=1 the dev controls are not there, even for the machine itself.
    const control = await rawGet(new URL('/__sandbox/sms?mobile=9171234567', url), {});
    expect(control.status).toBe(404);

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
