// The REST contract in code (DESIGN §5): the record catalogue and the shapes the api answers with.
export * from './catalogue';
export * from './rest';
export * from './attachments';
export * from './search';
export * from './extra-fields';
