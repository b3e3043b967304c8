export { apiErrorBodySchema, apiSchemaRegistry, apiSuccessSchema, type ApiSchemaMeta } from './registry.js';
export * from './upload-responses.js';
export * from './job-responses.js';
export * from './account-responses.js';
export * from './service-responses.js';
export * from './downloader-responses.js';
export * from './whatsapp-responses.js';
export * from './import-responses.js';
