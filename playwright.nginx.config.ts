import { defineConfig } from '@playwright/test';
import base, { checkoutPort, sandboxServer } from './playwright.config';

// The smoke run through nginx (e2e/nginx-smoke.spec.ts): the sandbox README's nginx example in Debian's nginx
// serves both builds and proxies /wps to a sandbox of this run's own. Its ports sit above the main run's range
// (8200-8799), so the two can run at once in one checkout.
const sandboxPort = Number(process.env.E2E_NGINX_SANDBOX_PORT ?? checkoutPort + 600);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? checkoutPort + 1200);
const baseURL = `http://127.0.0.1:${nginxPort}`;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: 'nginx-smoke.spec.ts',
  // The screenshot comparisons need servers of their own, which this run does not start.
  // Its project runs only the smoke spec, which the main run's project leaves out.
  projects: base.projects
    ?.filter((project) => project.name === 'mobile-chromium')
    .map((project) => ({ ...project, testIgnore: undefined })),
  // A handful of tests: one worker keeps them from competing with each other on a busy machine.
  workers: 1,
  use: { ...base.use, baseURL },
  webServer: [
    sandboxServer(sandboxPort),
    {
      command: 'node scripts/nginx-site.mjs',
      url: `${baseURL}/m/config.json`,
      env: { NGINX_SITE_PORT: String(nginxPort), WPS_UPSTREAM: `http://127.0.0.1:${sandboxPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // nginx and the script that wrote its config stop together, and the script removes the config's folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
