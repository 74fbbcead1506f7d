import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';

/**
 * Empties every table of the application schema (not the migrations journal, which drizzle keeps
 * in its own schema). Tables are listed from the catalogue rather than from our Drizzle schema
 * so that tables other modules add (users, orders, ...) are emptied too.
 */
export async function resetDatabase(db: Db): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  // catalog_version only ever grows: processes holding catalogue rows compare against it, and a
  // number that went back would leave them serving what they hold (the truncate bumps it instead).
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows
    .map((row) => row.tablename)
    .filter((table) => table !== 'catalog_version');
  if (tables.length > 0) {
    const list = sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    );
    await db.execute(sql`truncate table ${list} restart identity cascade`);
  }
  return tables;
}
