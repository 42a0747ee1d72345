import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@wps-mobile/config';

/** One app's production build folder. */
export interface AppBuild {
  readonly app: AppName;
  readonly dist: string;
}

/** Checked per request, so a build finished after the gateway started is picked up without a restart. */
export async function isBuilt(build: AppBuild): Promise<boolean> {
  try {
    return (await stat(path.join(build.dist, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

export function missingBuildResponse(build: AppBuild): Response {
  const message =
    `The ${build.app} app has not been built: ${path.join(build.dist, 'index.html')} does not exist.\n` +
    'Run `pnpm build` at the repository root (or `pnpm start`, which builds the apps and then serves them).\n';
  return new Response(message, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    },
  });
}
