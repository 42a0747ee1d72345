import { sessionExpirySlice } from '@wps-mobile/app-shell';
import { createWpsStore } from '@wps-mobile/api-client';

/** The agent build's store: the `/wps` api's cache and the shell's session-expiry state. */
export const createAgentStore = () => createWpsStore({ sessionExpiry: sessionExpirySlice.reducer });

export type AgentStore = ReturnType<typeof createAgentStore>;
