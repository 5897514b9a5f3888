import { sql, type SQL } from 'drizzle-orm';

/**
 * A PostgreSQL array literal of bound values, `array[$1, $2]::int[]` (an empty one typed too, which a bare
 * `array[]` cannot be). Each value is a parameter, never spliced into the statement.
 */
export function sqlArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
