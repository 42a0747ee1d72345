import { createWpsStore } from '@wps-mobile/api-client';

/** The agent build keeps no client state of its own: the store holds only the `/wps` api's cache. */
export const createAgentStore = () => createWpsStore();

export type AgentStore = ReturnType<typeof createAgentStore>;
