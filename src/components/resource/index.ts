export * from './resource';
export * from './ResourcePages';
export * from './ResourceFormPage';
export * from './RecordLoadError';
