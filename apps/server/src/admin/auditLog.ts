import type { FastifyRequest } from 'fastify';
import { pageOfRows, verifyChain } from '../audit/index.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { langOf } from '../i18n/index.js';
import { bodyOf } from './fields.js';
import { auditView } from './players.js';

export const auditListSpec = {
  filters: {
    targetType: { column: 'target_type', type: 'string' },
    targetId: { column: 'target_id', type: 'string' },
    operator: { column: 'operator_name', type: 'string' },
    action: { column: 'action', type: 'string' },
    outcome: { column: 'outcome', type: 'string' },
  },
  defaultOrder: [['id', 'desc']],
} satisfies ListSpec;

export async function list(request: FastifyRequest) {
  const page = await pageOfRows(request.server.db, parseListQuery(bodyOf(request), auditListSpec));
  return { ...page, content: page.content.map(auditView(langOf(request))) };
}

export async function verify(request: FastifyRequest) {
  return verifyChain(request.server.db, request.server.config);
}
