export { createApi } from './create-api';
export type { ApiOptions } from './create-api';
export type { ApiEnv } from './api-env';
