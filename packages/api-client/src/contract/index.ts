/**
 * The `/wps` wire contract shared by the front end and the sandbox: envelope, error codes, headers, paths and
 * payload types. Free of React and Redux so a server can import it.
 */
export * from './envelope';
export * from './error-codes';
export * from './headers';
export * from './paths';
export * from './system';
export * from './whitelabel';
