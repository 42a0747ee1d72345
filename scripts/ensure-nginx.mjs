#!/usr/bin/env node
// Makes sure Debian's nginx is present: the end-to-end tests run the sandbox README's nginx example in it
// (e2e/nginx-smoke.spec.ts), since that is the server merchants put in front of the two builds.
import { NGINX_PACKAGE } from './nginx.mjs';
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage(NGINX_PACKAGE);
