export * from './routes';
export * from './runtime-config';
export * from './constants';
