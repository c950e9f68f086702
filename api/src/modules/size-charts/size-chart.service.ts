import type { DataSource, EntityManager } from 'typeorm';
import { checkSizeChart, type SizeChart as Chart } from '@kapda/rules/size-charts';
import type { RequestContext } from '../../kernel/context';
import { dialectOf } from '../../kernel/dialect';
import { badRequest, notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import type { AuditLog } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { SizeChart } from './size-chart.entity';
import { SIZE_CHARTS_MESSAGES as M } from './size-charts.messages';

/** A category's chart as shoppers and the back office see it. */
export interface CategorySizeChart extends Chart {
  /** The category whose chart this is (the product's, or a parent's). */
  categoryId: number;
  updatedAt: Date;
}

function shown(row: SizeChart): CategorySizeChart {
  return { categoryId: row.categoryId, columns: row.measures, rows: row.sizeRows, note: row.note, updatedAt: row.updatedAt };
}

/**
 * Size charts per category. Every chart is kept in this process (a few dozen small rows) until one is
 * saved here or the catalogue announces a change (CatalogService.onChange: another process's write
 * too, with REDIS_URL), so a product page's chart costs no statement. Writes are audit-logged in
 * their own transaction and drop the storefront's cached answers (the chart rides on product answers).
 */
export class SizeChartService {
  private kept?: Promise<Map<number, CategorySizeChart>>;

  constructor(private readonly dataSource: DataSource, private readonly catalog: CatalogService, private readonly audit: AuditLog) {
    catalog.onChange(() => (this.kept = undefined));
  }

  private all(): Promise<Map<number, CategorySizeChart>> {
    if (!this.kept) {
      const reading = this.dataSource.getRepository(SizeChart).find().then((rows) => new Map(rows.map((r) => [r.categoryId, shown(r)])));
      reading.catch(() => (this.kept = undefined));
      this.kept = reading;
    }
    return this.kept;
  }

  /** The chart a product of this category shows: the category's own, else the nearest parent's; null when none. */
  async forCategory(categoryId: number): Promise<CategorySizeChart | null> {
    const [charts, tree] = await Promise.all([this.all(), this.catalog.categoryTree()]);
    for (let id: number | null | undefined = categoryId, hops = 0; id != null && hops < 10; hops++) {
      const chart = charts.get(id);
      if (chart) return chart;
      id = tree.byId.get(id)?.parentId;
    }
    return null;
  }

  /** Every category's own chart (the back office). */
  async list(): Promise<CategorySizeChart[]> {
    return [...(await this.all()).values()].sort((a, b) => a.categoryId - b.categoryId);
  }

  /** Create or replace a category's chart. */
  async save(ctx: RequestContext, categoryIdInput: unknown, input: { columns?: unknown; rows?: unknown; note?: unknown }): Promise<CategorySizeChart> {
    const categoryId = parseId(categoryIdInput);
    if (categoryId === null) throw notFound(M.noCategory);
    const checked = checkSizeChart(input);
    if ('problem' in checked) throw badRequest(checked.problem);
    const saved = await this.dataSource.transaction(async (m: EntityManager) => {
      await this.requireCategory(m, categoryId);
      const repo = m.getRepository(SizeChart);
      const current = await repo.findOne({ where: { categoryId }, lock: this.lockFor() });
      const before = current ? shown(current) : null;
      const row = current ?? repo.create({ categoryId });
      row.measures = checked.chart.columns;
      row.sizeRows = checked.chart.rows;
      row.note = checked.chart.note;
      const stored = await repo.save(row);
      const after = shown(stored);
      await this.audit.record(m, ctx, { action: current ? 'sizeChart.update' : 'sizeChart.create', entityType: 'category', entityId: categoryId, before: before && snapshot(before), after: snapshot(after) });
      return after;
    });
    this.catalog.changed();
    return saved;
  }

  /** Remove a category's own chart (its products then show the parent's, if any). */
  async remove(ctx: RequestContext, categoryIdInput: unknown): Promise<CategorySizeChart> {
    const categoryId = parseId(categoryIdInput);
    if (categoryId === null) throw notFound(M.noChart);
    const removed = await this.dataSource.transaction(async (m: EntityManager) => {
      const repo = m.getRepository(SizeChart);
      const current = await repo.findOne({ where: { categoryId }, lock: this.lockFor() });
      if (!current) throw notFound(M.noChart);
      await repo.delete({ id: current.id });
      const before = shown(current);
      await this.audit.record(m, ctx, { action: 'sizeChart.delete', entityType: 'category', entityId: categoryId, before: snapshot(before), after: null });
      return before;
    });
    this.catalog.changed();
    return removed;
  }

  private async requireCategory(m: EntityManager, categoryId: number): Promise<void> {
    const [found] = await m.query('SELECT id FROM categories WHERE id = ?', [categoryId]);
    if (!found) throw notFound(M.noCategory);
  }

  /** Two editors saving one chart at once: the second waits for the first's row (SQLite serialises writes anyway). */
  private lockFor(): { mode: 'pessimistic_write' } | undefined {
    return dialectOf(this.dataSource) === 'sqlite' ? undefined : { mode: 'pessimistic_write' };
  }
}

function snapshot(chart: CategorySizeChart) {
  return { columns: chart.columns, rows: chart.rows, note: chart.note };
}
