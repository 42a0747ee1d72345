// The consumer test's throwaway registry: Verdaccio with its storage in a temporary folder. The @wps-mobile
// scope lives only there (no uplink, so nothing of ours is ever fetched from elsewhere); anything else it is
// asked for comes from the usual registry.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, start, waitForHttp } from './consumer-test-processes.mjs';

const require = createRequire(import.meta.url);

function verdaccioBin() {
  const manifestPath = require.resolve('verdaccio/package.json');
  const { bin } = require(manifestPath);
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin.verdaccio);
}

/** Starts Verdaccio in `work` and signs up a throwaway user; returns its URL, the user's token and `stop`. */
export async function startRegistry(work, upstream) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(work, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks:',
      '  usual:',
      `    url: ${upstream}`,
      'packages:',
      "  '@wps-mobile/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    proxy: usual',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const server = start('verdaccio', process.execPath, [
    verdaccioBin(),
    '--config',
    config,
    '--listen',
    `127.0.0.1:${port}`,
  ]);
  await waitForHttp(server, `${url}-/ping`);
  const name = 'consumer-test';
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `pw-${port}-${Date.now()}`, type: 'user', roles: [] }),
  });
  const { token } = await response.json();
  if (!response.ok || !token) throw new Error(`Verdaccio refused the test user (${response.status})`);
  return { url, token, stop: server.stop };
}

/** The versions of a package the registry holds. */
export async function publishedVersions(registry, name) {
  const response = await fetch(`${registry}${name.replace('/', '%2f')}`);
  if (!response.ok) return [];
  return Object.keys((await response.json()).versions ?? {});
}
