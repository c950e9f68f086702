import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Plain SQL for the catalogue reads every page view makes. Under load, building SQL through
 * TypeORM's query builder and hydrating rows into entities was the largest single CPU cost of an
 * uncached listing after GC (bench/REPORT.md); these reads have a fixed shape, so they are written
 * as SQL once and their rows mapped straight to plain objects.
 */

/** A piece of SQL with its `?` parameters, in order. Compose with the `sql` tag; values never enter the text. */
export class SqlFragment {
  constructor(
    readonly text: string,
    readonly params: readonly unknown[],
  ) {}
}

/**
 * sql`p.slug = ${slug} AND ${otherFragment}`: a value becomes a `?` parameter, a fragment is
 * inlined with its parameters, so parameters stay in the order of their placeholders.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  let text = strings[0];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlFragment) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1];
  });
  return new SqlFragment(text, params);
}

/** Fragments joined with a separator (' AND ', ', '…). */
sql.join = (fragments: readonly SqlFragment[], separator: string): SqlFragment =>
  new SqlFragment(
    fragments.map((f) => f.text).join(separator),
    fragments.flatMap((f) => f.params),
  );

/** `?, ?, ?` for a non-empty list of values (an IN list). */
sql.list = (values: readonly unknown[]): SqlFragment => new SqlFragment(values.map(() => '?').join(', '), values);

/** SQL text used as is: only for constants written in this module, never for input. */
sql.raw = (text: string): SqlFragment => new SqlFragment(text, []);

/**
 * Run a fragment through TypeORM (so its logging and connection handling apply) and return the raw
 * rows, typed as the caller says they come back.
 */
export function queryRows<T = Record<string, unknown>>(dataSource: DataSource, query: SqlFragment): Promise<T[]> {
  return dataSource.query(query.text, [...query.params]);
}

/** Reads some columns of an entity's table into plain objects typed as those properties of the entity. */
export interface RowReader<R> {
  /** `alias.column AS property, …` for a SELECT list. */
  readonly select: SqlFragment;
  read(raw: Record<string, unknown>): R;
}

/**
 * A reader for `properties` of `entity` selected from its table under `alias`. Values come out as
 * TypeORM would hydrate them: columns that need converting (booleans stored as 0/1, dates, JSON)
 * go through its driver, which knows how each database returns them; int and text columns are
 * taken as the driver returns them, as TypeORM does.
 */
export function rowReader<E extends ObjectLiteral, K extends keyof E & string>(
  dataSource: DataSource,
  entity: EntityTarget<E>,
  alias: string,
  properties: readonly K[],
): RowReader<Pick<E, K>> {
  const metadata = dataSource.getMetadata(entity);
  const driver = dataSource.driver;
  const columns = properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    const asIs = !column.transformer && ['int', 'varchar', 'text'].includes(String(column.type));
    return { property, column, asIs };
  });
  const select = sql.raw(columns.map(({ property, column }) => `${alias}.${driver.escape(column.databaseName)} AS ${driver.escape(property)}`).join(', '));
  return {
    select,
    read(raw) {
      const row: Record<string, unknown> = {};
      for (const { property, column, asIs } of columns) {
        const value = raw[property];
        row[property] = asIs ? value : driver.prepareHydratedValue(value, column);
      }
      return row as Pick<E, K>;
    },
  };
}
