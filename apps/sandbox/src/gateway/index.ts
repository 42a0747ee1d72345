export { createGateway } from './create-gateway';
export type { GatewayOptions } from './create-gateway';
export { AGENT_BASE, PLAYER_BASE, requestTarget } from './request-target';
export type { RequestTarget } from './request-target';
export { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';
