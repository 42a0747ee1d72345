#!/usr/bin/env node
// Makes sure Debian's nginx is present: the end-to-end tests run the sandbox README's nginx example in it
// (e2e/nginx-smoke.spec.ts), since that is the server merchants put in front of the two builds.
import { NGINX_PATH } from './nginx.mjs';
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({
  name: 'nginx',
  pkg: 'nginx',
  binary: NGINX_PATH,
  pathVariable: 'NGINX_PATH',
  versionArgs: ['-v'],
});
