import { type SelectQueryBuilder, sql } from 'kysely';
import { int32 } from './contract.js';
import { invalid } from './envelope.js';

/**
 * The list query conventions (docs: "List queries" in the contract), implemented once: paging
 * `pageNum` (1-based) / `pageSize` (1..300), sorts `<field>_<n>: ASC|DESC` (n = priority, 0 first)
 * and filters `<field>` or `<field>_EQ`, `_NEQ`, `_GT`, `_IN`. Each operation passes a whitelist
 * mapping the names it accepts to columns; anything else in the body is ignored and no name from the
 * body ever reaches SQL (columns come only from the whitelist, values are bound parameters).
 */

export type FilterType = 'integer' | 'string';
export type Direction = 'asc' | 'desc';
export type FilterOperator = 'eq' | 'neq' | 'gt' | 'in';

export interface FilterSpec {
  /** Column (optionally `table.column`) the field compares. */
  column: string;
  type: FilterType;
  /** Operators accepted for this field; default eq only. */
  operators?: readonly FilterOperator[];
}

export interface ListSpec {
  filters?: Record<string, FilterSpec>;
  /** Sort field name -> column. */
  sorts?: Record<string, string>;
  /** Applied when the body names no sort. */
  defaultOrder?: readonly (readonly [column: string, direction: Direction])[];
  /**
   * Always appended last so pages never shuffle rows that tie (usually the primary key), in the first
   * sort's direction: rows stamped in the same instant (PGlite's clock counts milliseconds) still come
   * newest first under createTime DESC.
   */
  tieBreaker?: string;
}

export interface Filter {
  column: string;
  operator: FilterOperator;
  value: string | number | (string | number)[];
}

export interface ListQuery {
  filters: Filter[];
  order: { column: string; direction: Direction }[];
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  content: T[];
  /** Zero-based index of this page (pageNum - 1). */
  number: number;
  size: number;
  totalElements: number;
  last: boolean;
}

export const defaultPageSize = 20;
export const maxPageSize = 300;

const suffixes: Record<string, FilterOperator> = { _EQ: 'eq', _NEQ: 'neq', _GT: 'gt', _IN: 'in' };

function scalar(field: string, type: FilterType, raw: unknown): string | number {
  if (type === 'integer') {
    const value = typeof raw === 'string' && /^-?\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
    // Filtered columns are PostgreSQL integers: a larger value would fail in SQL, not as a refusal.
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= int32.minimum &&
      value <= int32.maximum
    ) {
      return value;
    }
    throw invalid('validation.invalid', { field });
  }
  if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) return String(raw);
  throw invalid('validation.invalid', { field });
}

function listOf(raw: unknown): unknown[] {
  // Form bodies carry lists comma-separated (or repeated); JSON bodies as arrays.
  if (Array.isArray(raw)) return raw.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
  if (typeof raw === 'string') return raw.split(',');
  return [raw];
}

function positive(field: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = scalar(field, 'integer', raw) as number;
  if (value < 1 || value > max) throw invalid('validation.invalid', { field });
  return value;
}

/** Reads the whitelisted filters, sorts and paging of a list request body. */
export function parseListQuery(body: unknown, spec: ListSpec): ListQuery {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const entries = Object.entries(input as Record<string, unknown>);
  const filters: Filter[] = [];
  const sorts: { priority: number; column: string; direction: Direction }[] = [];

  for (const [key, raw] of entries) {
    if (raw === undefined || raw === null || raw === '') continue;
    const sort = /^(\w+?)_(\d{1,2})$/.exec(key);
    if (sort && spec.sorts && Object.hasOwn(spec.sorts, sort[1]!)) {
      const direction = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (direction !== 'asc' && direction !== 'desc') throw invalid('validation.invalid', { field: key });
      sorts.push({ priority: Number(sort[2]), column: spec.sorts[sort[1]!]!, direction });
      continue;
    }
    const suffix = Object.keys(suffixes).find((end) => key.endsWith(end));
    const field = suffix ? key.slice(0, -suffix.length) : key;
    const operator: FilterOperator = suffix ? suffixes[suffix]! : 'eq';
    const filter = spec.filters && Object.hasOwn(spec.filters, field) ? spec.filters[field]! : undefined;
    if (filter === undefined || !(filter.operators ?? ['eq']).includes(operator)) continue;
    if (operator === 'in') {
      const values = listOf(raw)
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '')
        .map((item) => scalar(key, filter.type, item));
      if (values.length === 0 || values.length > maxPageSize)
        throw invalid('validation.invalid', { field: key });
      filters.push({ column: filter.column, operator, value: values });
    } else {
      filters.push({ column: filter.column, operator, value: scalar(key, filter.type, raw) });
    }
  }

  sorts.sort((a, b) => a.priority - b.priority);
  const order = sorts.length
    ? sorts.map(({ column, direction }) => ({ column, direction }))
    : (spec.defaultOrder ?? []).map(([column, direction]) => ({ column, direction }));
  if (spec.tieBreaker && !order.some((item) => item.column === spec.tieBreaker)) {
    order.push({ column: spec.tieBreaker, direction: order[0]?.direction ?? 'asc' });
  }
  const source = input as Record<string, unknown>;
  return {
    filters,
    order,
    pageNum: positive('pageNum', source.pageNum, 1, Number.MAX_SAFE_INTEGER),
    pageSize: positive('pageSize', source.pageSize, defaultPageSize, maxPageSize),
  };
}

const sqlOperators = { eq: '=', neq: '<>', gt: '>', in: 'in' } as const;

/** Adds the query's filters as where clauses (columns from the whitelist, values bound). */
export function applyFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: Pick<ListQuery, 'filters'>,
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  for (const filter of list.filters) {
    next = next.where(sql.ref(filter.column), sqlOperators[filter.operator], filter.value);
  }
  return next;
}

export function applyOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: Pick<ListQuery, 'order'>,
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  for (const item of list.order) next = next.orderBy(sql.ref(item.column), item.direction);
  return next;
}

/** Every matching row, sorted: for the `listAll` operations (no paging). */
export async function fetchAll<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
): Promise<O[]> {
  return applyOrder(applyFilters(query, list), list).execute();
}

/** One page of matching rows and the total, in the Page shape of the contract. */
export async function fetchPage<DB, TB extends keyof DB, O, T = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  map: (row: O) => T = (row) => row as unknown as T,
): Promise<Page<T>> {
  const filtered = applyFilters(query, list);
  const counted = await filtered.clearSelect().select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const totalElements = Number((counted as { total?: number } | undefined)?.total ?? 0);
  const offset = (list.pageNum - 1) * list.pageSize;
  const rows =
    offset >= totalElements
      ? []
      : await applyOrder(filtered, list).limit(list.pageSize).offset(offset).execute();
  return {
    content: rows.map(map),
    number: list.pageNum - 1,
    size: list.pageSize,
    totalElements,
    last: offset + rows.length >= totalElements,
  };
}
