import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { localities } from '#api/db/schema/index.ts';

export type LocalityRow = typeof localities.$inferSelect;

export class LocalityRepository {
  constructor(private readonly db: Db) {}

  listByPartner(partnerId: string): Promise<LocalityRow[]> {
    return this.db
      .select()
      .from(localities)
      .where(and(eq(localities.partnerId, partnerId), eq(localities.isPublic, true)))
      .orderBy(asc(localities.sortOrder), asc(localities.code));
  }

  async findByCode(partnerId: string, code: string): Promise<LocalityRow | null> {
    const [row] = await this.db
      .select()
      .from(localities)
      .where(and(eq(localities.partnerId, partnerId), eq(localities.code, code)))
      .limit(1);
    return row ?? null;
  }
}
