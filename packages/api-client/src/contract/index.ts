/**
 * The `/wps` wire contract shared by the front end and the sandbox: envelope, error codes, headers, paths, the
 * encrypted-call envelope, and every call with its request and response schemas. Free of React, Redux and
 * Node-only APIs so a browser or a server can import it.
 */
export * from './envelope';
export * from './error-codes';
export * from './headers';
export * from './paths';
export * from './schema-kit';
export * from './define-call';
export * from './validate-request';
export * from './crypto';
export * from './system';
export * from './whitelabel';
export * from './content';
export * from './account';
export * from './member';
export * from './messages';
export * from './promotions';
export * from './games';
export * from './game-play';
export * from './lottery';
export * from './wallet';
export * from './deposit';
export * from './withdraw';
export * from './security';
export * from './agent-team';
export * from './agent-reports';
export * from './agent-money';
export * from './agent-contracts';
export * from './agent-menu';
export * from './red-rain';
export * from './passkeys';
export * from './vitals';
export * from './calls';
