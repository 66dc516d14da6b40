export * from './account/account';
export * from './settings/settings';
