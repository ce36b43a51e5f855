export { buildApp } from './app';
export { loadConfig } from './config';
export { connect } from './db/connect';
export { migrateToLatest } from './db/migrate';
