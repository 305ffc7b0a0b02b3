/** Injection tokens for what the runtime provides to Nest (see platform.module.ts). */
export const CONFIG = Symbol('Config');
export const PRISMA = Symbol('PrismaClient');
export const DATABASE = Symbol('Database');
export const JOB_QUEUE = Symbol('JobQueue');
export const BLOB_STORE = Symbol('BlobStore');
export const METRICS = Symbol('ServiceMetrics');
