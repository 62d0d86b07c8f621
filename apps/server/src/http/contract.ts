import fs from 'node:fs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Contract path without the /api base. */
  path: string;
  /** `security: []` in the contract; everything else needs a member session. */
  isPublic: boolean;
  /** Secured by the back office's `operatorToken` scheme: an operator session, never a member's. */
  forOperators: boolean;
  /** One schema for form and JSON bodies (the contract gives the same shape for both). */
  bodySchema: JsonObject | undefined;
  isMultipart: boolean;
  querySchema: JsonObject | undefined;
}

export interface Contract {
  paths?: Record<string, Record<string, JsonObject>>;
  components?: JsonObject;
  security?: Json[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Keywords that describe but do not validate; Ajv (draft-07 in Fastify) rejects some of them. */
const annotationOnly = new Set([
  'example',
  'examples',
  'xml',
  'externalDocs',
  'discriminator',
  'deprecated',
  'contentMediaType',
  'contentEncoding',
  '$schema',
  '$comment',
]);

/**
 * The range of a PostgreSQL integer column. An integer the contract leaves unbounded gets it, so
 * `1e308` or 2^63 is refused as invalid input instead of reaching SQL as an out-of-range error.
 */
export const int32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/** Refuses NUL in every string: PostgreSQL text cannot hold it, so it would fail in SQL instead. */
export const noNul = '^[^\\u0000]*$';

function typesOf(node: JsonObject): Json[] {
  return Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
}

/** Default bounds on numbers and the NUL refusal on strings, for schemas that name those types. */
function guarded(node: JsonObject): JsonObject {
  const types = typesOf(node);
  const out: JsonObject = { ...node };
  if (types.includes('integer') || types.includes('number')) {
    out.minimum ??= int32.minimum;
    out.maximum ??= int32.maximum;
  }
  if (types.includes('string')) {
    // A schema's own pattern stays; the NUL refusal joins it as one more part of an allOf.
    if (out.pattern === undefined) out.pattern = noNul;
    else out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { pattern: noNul }];
  }
  return out;
}

export function readContract(file: string): Contract | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Contract;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(root: Contract, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = root as unknown as Json;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[part] : undefined;
  }
  return node;
}

/**
 * Inlines local $refs and drops annotation keywords so Fastify's Ajv can compile the schema on its
 * own, and guards every number and string (see `guarded`). A recursive reference is cut to an open
 * schema: validation stays permissive there.
 */
export function inlineSchema(root: Contract, node: Json, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => inlineSchema(root, item, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return {};
    const target = pointer(root, ref);
    return target === undefined ? {} : inlineSchema(root, target, [...seen, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (annotationOnly.has(key) || key.startsWith('x-')) continue;
    // properties/patternProperties hold names, not keywords: keep every name, inline each schema.
    if ((key === 'properties' || key === 'patternProperties') && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, inlineSchema(root, schema, seen)]),
      );
    } else {
      out[key] = inlineSchema(root, value, seen);
    }
  }
  return guarded(out);
}

function parametersOf(root: Contract, list: Json | undefined): JsonObject[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => inlineSchema(root, item)).filter(isObject);
}

export function contractOperations(contract: Contract): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const shared = parametersOf(contract, item.parameters as Json | undefined);
    for (const method of methods) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const security = op.security ?? contract.security ?? [];
      const parameters = [...shared, ...parametersOf(contract, op.parameters)];
      const query = parameters.filter((p) => p.in === 'query' && typeof p.name === 'string');
      const requestBody = isObject(op.requestBody) ? inlineSchema(contract, op.requestBody) : undefined;
      const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
      const bodyMedia = content['application/x-www-form-urlencoded'] ?? content['application/json'];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        isPublic: Array.isArray(security) && security.length === 0,
        forOperators:
          Array.isArray(security) &&
          security.some((requirement) => isObject(requirement) && 'operatorToken' in requirement),
        bodySchema: isObject(bodyMedia) && isObject(bodyMedia.schema) ? bodyMedia.schema : undefined,
        isMultipart: 'multipart/form-data' in content,
        querySchema:
          query.length === 0
            ? undefined
            : {
                type: 'object',
                properties: Object.fromEntries(
                  query.map((p) => [p.name as string, isObject(p.schema) ? p.schema : {}]),
                ),
                required: query.filter((p) => p.required === true).map((p) => p.name as string),
              },
      });
    }
  }
  return operations;
}
