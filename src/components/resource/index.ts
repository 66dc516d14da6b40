export * from './resource';
export * from './ResourcePages';
export * from './RecordLoadError';
