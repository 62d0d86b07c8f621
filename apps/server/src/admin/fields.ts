import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/envelope.js';
import type { Page } from '../http/listQuery.js';

/** The JSON body of an admin operation (the contract validated its shape). */
export const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A reason an operator must give (a refusal, an adjustment, a suspension): refused when blank. */
export function reasonOf(value: unknown): string {
  const reason = textOf(value);
  if (reason === '') throw invalid('admin.reasonRequired');
  return reason;
}

export function pageArgs(body: Record<string, unknown>): { pageNum: number; pageSize: number } {
  const pageNum = typeof body.pageNum === 'number' && body.pageNum >= 1 ? Math.floor(body.pageNum) : 1;
  const pageSize =
    typeof body.pageSize === 'number' && body.pageSize >= 1 ? Math.min(Math.floor(body.pageSize), 200) : 50;
  return { pageNum, pageSize };
}

export function pageOf<T>(content: T[], total: number, pageNum: number, pageSize: number): Page<T> {
  return {
    content,
    number: pageNum - 1,
    size: pageSize,
    totalElements: total,
    last: pageNum * pageSize >= total,
  };
}

/** 'YYYY-MM-DD' as the start of that UTC day. */
export function dayOf(value: unknown, field: string): Date {
  const text = textOf(value);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00.000Z`) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) throw invalid('validation.invalid', { field });
  return date;
}
