// The payload cipher's code, as a chunk of its own: only `lazyCipher` imports it, and only when a body is sealed.
export { webCryptoCipher } from '@wps-mobile/session';
