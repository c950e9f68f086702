import type { DataSource } from 'typeorm';
import { Collection, CollectionProduct } from './collection.entity';
import { Product } from './product.entity';

/** Collections as the storefront reads them: active ones, their products in the collection's order, counts. */
export class CollectionReads {
  constructor(private readonly dataSource: DataSource) {}

  /** Collections shoppers see now: active and inside their dates (an open start or end is no limit). */
  private live(now = new Date()) {
    return this.dataSource.getRepository(Collection).createQueryBuilder('col')
      .where('col.isActive = :active', { active: true })
      .andWhere('(col.startsAt IS NULL OR col.startsAt <= :now)', { now })
      .andWhere('(col.endsAt IS NULL OR col.endsAt > :now)', { now });
  }

  /** Live collections in display order. */
  collections(): Promise<Collection[]> {
    return this.live().orderBy('col.position', 'ASC').addOrderBy('col.id', 'ASC').getMany();
  }

  /** A live collection by numeric id or slug. */
  collectionByKey(key: string): Promise<Collection | null> {
    const k = key.trim();
    if (!k || k.length > 80) return Promise.resolve(null);
    return /^\d+$/.test(k) ? this.live().andWhere('col.id = :id', { id: Number(k) }).getOne() : this.live().andWhere('col.slug = :slug', { slug: k }).getOne();
  }

  /** The first `limit` active product ids of each collection, in the collection's order. */
  async collectionProductIds(collectionIds: readonly number[], limit: number): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return result;
    const rows: Array<{ collectionId: number | string; productId: number | string }> = await this.dataSource
      .createQueryBuilder()
      .select('ranked.collectionId', 'collectionId')
      .addSelect('ranked.productId', 'productId')
      .from(
        (sub) =>
          sub
            .select('cp.collectionId', 'collectionId')
            .addSelect('cp.productId', 'productId')
            .addSelect('ROW_NUMBER() OVER (PARTITION BY cp.collectionId ORDER BY cp.position ASC, cp.productId ASC)', 'n')
            .from(CollectionProduct, 'cp')
            .innerJoin(Product, 'p', 'p.id = cp.productId AND p.isActive = :active', { active: true })
            .where('cp.collectionId IN (:...collectionIds)', { collectionIds: [...collectionIds] }),
        'ranked',
      )
      .where('ranked.n <= :limit', { limit })
      .orderBy('ranked.collectionId')
      .addOrderBy('ranked.n')
      .getRawMany();
    for (const r of rows) result.get(Number(r.collectionId))?.push(Number(r.productId));
    return result;
  }

  /** How many active products each collection holds. */
  async collectionProductCounts(collectionIds: readonly number[]): Promise<Map<number, number>> {
    if (collectionIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(CollectionProduct)
      .createQueryBuilder('cp')
      .innerJoin(Product, 'p', 'p.id = cp.productId AND p.isActive = :active', { active: true })
      .select('cp.collectionId', 'collectionId')
      .addSelect('COUNT(*)', 'count')
      .where('cp.collectionId IN (:...collectionIds)', { collectionIds: [...collectionIds] })
      .groupBy('cp.collectionId')
      .getRawMany<{ collectionId: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.collectionId), Number(r.count)]));
  }

}
