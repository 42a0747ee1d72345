// Child processes of the consumer test: commands that must succeed, servers that run until stopped.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command; resolves with its combined output, rejects (with the output's tail) when it fails. */
export function run(command, args, { cwd, env = process.env, echo = true } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) done(output);
      else {
        const tail = echo ? '' : `\n${output.split('\n').slice(-40).join('\n')}`;
        fail(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}${tail}`));
      }
    });
  });
}

/** Starts a long-running process; its output is kept for when something goes wrong. */
export function start(name, command, args, { cwd, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    name,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    // The process group: pnpm and tsx start children of their own.
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Resolves once `url` answers over HTTP (by default any status below 500; `anyStatus` takes any answer at all),
 * or rejects after `timeoutMs`.
 */
export async function waitForHttp(server, url, { anyStatus = false, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`${server.name} stopped:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (anyStatus || response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}
