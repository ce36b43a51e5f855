export * from './constants';
export * from './envelope';
export * from './gamelink';
export * from './messages';
export * from './money';
export * from './auth';
export * from './accounts';
