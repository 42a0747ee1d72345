import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, sleep } from './net';

export interface Gateway {
  /** e.g. `http://127.0.0.1:41234` */
  readonly origin: string;
  /** Stops the gateway and every process it started. */
  stop(): Promise<void>;
}

/** The dev controls' secret of this bench run, shared by the gateway it starts and its control calls. */
function controlsSecret(): string {
  process.env.WPS_SANDBOX_CONTROLS_SECRET ??= randomBytes(18).toString('base64url');
  return process.env.WPS_SANDBOX_CONTROLS_SECRET;
}

/** Calls one of the sandbox's dev controls (`POST /__sandbox/<control>`) with this run's secret. */
export function postControl(origin: string, control: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/__sandbox/${control}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Secret': controlsSecret() },
    body: JSON.stringify(body),
  });
}

const READY_LINE = /wps-mobile gateway listening on (http:\/\/\S+?)\/m\//;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole process group (pnpm, tsx and node), created by `detached: true`.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Starts the sandbox gateway (the same server `pnpm start` runs) on a free port of 127.0.0.1 and waits
 * until it both printed its ready line and answers `GET /wps/system/status`.
 */
export async function startGateway(root: string, timeoutMs = 90_000): Promise<Gateway> {
  const port = await freePort();
  const child = spawn('pnpm', ['--filter', '@wps-mobile/sandbox', 'run', 'serve'], {
    cwd: root,
    // The bench signs in through the sandbox's dev controls (`POST /__sandbox/session`), with their secret.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WPS_SANDBOX_CONTROLS: '1',
      WPS_SANDBOX_CONTROLS_SECRET: controlsSecret(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });

  let output = '';
  let announced: string | undefined;
  let exited: string | undefined;
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    if (output.length > 20_000) output = output.slice(-20_000);
    const match = READY_LINE.exec(output);
    if (match?.[1]) announced = match[1];
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', (code, signal) => {
    exited = `exited with ${signal ?? code}`;
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
    // The group may outlive its leader; make sure nothing is left behind.
    killGroup(child, 'SIGKILL');
  };
  const onExit = (): void => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (exited) throw new Error(`The gateway ${exited} before it was ready:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`The gateway was not ready after ${timeoutMs / 1000} s:\n${output}`);
      if (announced) {
        const ok = await fetch(`${origin}/wps/system/status`, { headers: { Merchant: 'demo' } })
          .then((response) => response.status === 200)
          .catch(() => false);
        if (ok) break;
      }
      await sleep(250);
    }
  } catch (error) {
    await stop();
    process.off('exit', onExit);
    throw error;
  }
  if (announced !== origin) {
    console.warn(`note: the gateway announced ${announced ?? '?'} (expected ${origin})`);
  }
  return {
    origin,
    stop: async () => {
      await stop();
      process.off('exit', onExit);
    },
  };
}
