import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e server listens; E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_TMP = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.tmp',
  `port-${E2E_PORT}`,
);
/** The server's log: the outbox logs each mail with its links there. */
export const SERVER_LOG = path.join(E2E_TMP, 'server.log');
export const E2E_ADMIN = { email: 'admin@example.com', username: 'admin', password: 'E2e-Admin#Pass1' };
