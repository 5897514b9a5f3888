import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../apps/server/src/db/client';

/**
 * CPU time a step costs, in milliseconds: this process (which holds PGlite) plus, on a local PostgreSQL, its
 * backends (Linux's /proc/<pid>/schedstat, in nanoseconds). On a machine shared with other work, wall time
 * includes waiting for a core; CPU time does not, so it is what a step would take alone: bench figures give both.
 */
export async function cpuClock(handle: DatabaseHandle): Promise<() => number> {
  const backends =
    handle.kind === 'postgres'
      ? (
          await queryRows<{ pid: number }>(
            handle.db,
            sql`select pid from pg_stat_activity where datname = current_database()`,
          )
        ).map((row) => `/proc/${row.pid}/schedstat`)
      : [];
  const readable = backends.filter((file) => {
    try {
      fs.readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
  const backendNs = () =>
    readable.reduce((sum, file) => {
      try {
        return sum + Number(fs.readFileSync(file, 'utf8').split(' ', 1)[0]);
      } catch {
        return sum;
      }
    }, 0);
  return () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000 + backendNs() / 1e6;
  };
}
