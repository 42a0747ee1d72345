// The one place that says which nginx the nginx smoke run uses: Debian's package unless NGINX_PATH says otherwise.
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx package as `ensureDebianPackage` installs or finds it (ensure-nginx.mjs, nginx-site.mjs). */
export const NGINX_PACKAGE = Object.freeze({
  name: 'nginx',
  pkg: 'nginx',
  binary: NGINX_PATH,
  pathVariable: 'NGINX_PATH',
  versionArgs: ['-v'],
});
