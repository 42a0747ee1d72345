// Lints fixture sources placed (virtually) at real paths of the repository with the repository's own ESLint
// config, so the test proves that `pnpm lint` itself rejects each forbidden import direction.
import { describe, expect, it } from 'vitest';
import { lintAs } from './repo-eslint.js';

const lint = (filePath, code) => lintAs(filePath, code, 'wps/import-directions');

describe('import directions', () => {
  it.each([
    [
      'a package importing an app',
      'packages/config/src/bad.ts',
      "import '@wps-mobile/player';",
      /must never import an app/,
    ],
    [
      'ui importing api-client',
      'packages/ui/src/bad.ts',
      "import '@wps-mobile/api-client';",
      /ui may import only/,
    ],
    [
      'ui importing session',
      'packages/ui/src/bad.ts',
      "export * from '@wps-mobile/session';",
      /ui may import only/,
    ],
    [
      'one app importing the other',
      'apps/player/src/bad.ts',
      "import '@wps-mobile/agent';",
      /must not import app agent/,
    ],
    [
      'an app reaching into the other by path',
      'apps/agent/src/bad.ts',
      "import '../../player/src/main';",
      /must not reach into app player/,
    ],
    [
      'an app importing sandbox code',
      'apps/player/src/bad.ts',
      "import '@wps-mobile/sandbox';",
      /must not import app sandbox/,
    ],
    [
      'a feature importing another feature',
      'apps/player/src/features/home/bad.ts',
      "import { x } from '../auth/login-form';",
      /feature home must not import feature auth/,
    ],
    [
      'a lazy import of another feature',
      'apps/agent/src/features/contracts/bad.ts',
      "const m = import('../team/overview');",
      /feature contracts must not import feature team/,
    ],
    [
      'shared code importing a feature',
      'apps/player/src/lib/bad.ts',
      "import '../features/home/home-page';",
      /shared code \(src\/lib\) must not import a feature/,
    ],
    [
      'shared code importing the app shell',
      'apps/player/src/lib/bad.ts',
      "import type { RootState } from '../app/store';",
      /shared code \(src\/lib\) must not import src\/app/,
    ],
    [
      'a feature importing the app shell',
      'apps/agent/src/features/team/sub/bad.ts',
      "import '../../../app/route-table';",
      /feature team must not import src\/app/,
    ],
    [
      'a published package importing the app shell',
      'packages/ui/src/bad.ts',
      "import '@wps-mobile/app-shell';",
      /ui may import only/,
    ],
    [
      'the app shell importing an app',
      'packages/app-shell/src/bad.ts',
      "import '@wps-mobile/player';",
      /must never import an app/,
    ],
    [
      'the sandbox importing the app shell',
      'apps/sandbox/src/bad.ts',
      "import '@wps-mobile/app-shell';",
      /sandbox may import only/,
    ],
    [
      'the sandbox importing the api runtime',
      'apps/sandbox/src/bad.ts',
      "import '@wps-mobile/api-client';",
      /sandbox may import only/,
    ],
  ])('rejects %s', async (_name, file, code, message) => {
    const messages = await lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    [
      "an app's build config importing a build plugin",
      'apps/player/vite.config.ts',
      "import '@wps-mobile/build-tools/service-worker-plugin';",
    ],
    [
      'an app importing packages',
      'apps/player/src/main.ts',
      "import '@wps-mobile/ui'; import '@wps-mobile/api-client';",
    ],
    ['a route composing features', 'apps/player/src/app/routes.ts', "import '../features/home/home-page';"],
    ['the entry composing features', 'apps/player/src/main.tsx', "import './features/boot-error/page';"],
    [
      'a feature importing its own files',
      'apps/player/src/features/home/a.ts',
      "import './b'; import '../../lib/x';",
    ],
    [
      'ui importing i18n and config',
      'packages/ui/src/ok.ts',
      "import '@wps-mobile/i18n'; import '@wps-mobile/config';",
    ],
    [
      'the sandbox importing the contract',
      'apps/sandbox/src/ok.ts',
      "import '@wps-mobile/api-client/contract';",
    ],
    ['api-client importing session', 'packages/api-client/src/ok.ts', "import '@wps-mobile/session';"],
    ['an app importing the app shell', 'apps/agent/src/main.tsx', "import '@wps-mobile/app-shell';"],
    [
      "the sandbox's test running the client against it",
      'apps/sandbox/src/api/client-contract.test.ts',
      "import '@wps-mobile/api-client'; import '@wps-mobile/session';",
    ],
    [
      'the app shell importing the published packages',
      'packages/app-shell/src/ok.ts',
      "import '@wps-mobile/ui'; import '@wps-mobile/api-client'; import '@wps-mobile/session';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
