import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a raw statement answered as JSON (`to_jsonb(t)`, `jsonb_agg(t)`), turned into the table's own shape as
 * Drizzle's select would give it: property names, Dates, numbers. Lets one statement answer rows of several
 * tables (one round trip) without giving up the typed rows the rest of the code works with.
 */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    // JSON columns arrive already parsed; mapping them again would turn a stored string like "12" into 12.
    row[property] =
      value === null || value === undefined
        ? null
        : column.dataType === 'json'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
