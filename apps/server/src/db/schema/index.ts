// The schema object Drizzle needs for relational queries and drizzle-kit needs for migrations.
export * from './users';
export * from './auth-sessions';
export * from './catalogue';
export * from './chats';
export * from './credits';
export * from './settings';
export * from './billing';
export * from './trials';
export * from './mail-outbox';
export * from './audit-log';
export * from './jobs';
export * from './library';
export * from './library-problems';
export * from './recordings';
export * from './documents';
export * from './document-reviews';
export * from './relations';
