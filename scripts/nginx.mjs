// The one place that says which nginx the nginx smoke run uses: Debian's package unless NGINX_PATH says otherwise.
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
