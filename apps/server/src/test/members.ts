import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

let counter = 0;

/** A registration every rule accepts; each call gets a fresh username and e-mail. */
export function validRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const id = `${process.pid}${counter}`.slice(-8);
  return {
    email: `player${id}@example.com`,
    username: `player_${id}`,
    password: 'Correct-Horse-42',
    repassword: 'Correct-Horse-42',
    mobilePrefix: '+34',
    mobile: '600123456',
    firstName: 'Ana',
    lastName: 'García',
    gender: 'FEMALE',
    birthday: '1990-04-12',
    currency: 'EUR',
    countryCode: 'ES',
    stateCode: 'MD',
    city: 'Madrid',
    postalCode: '28001',
    address: 'Calle Mayor 1',
    receiveExclusive: 'true',
    agreed: 'true',
    ...overrides,
  };
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** A POST to /api as the player app sends it: form-encoded, with a language and maybe a token. */
export async function call(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string> = {},
  options: { token?: string; lang?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: form(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': options.lang ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
  });
  expect(response.statusCode).toBeLessThan(500);
  return {
    status: response.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
    ...(response.json() as { error: number; message: string; data: any }),
  };
}

/** Registers through the API and answers the user info (with its session token) and the password. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const fields = validRegistration(overrides);
  const answer = await call(app, '/sys/auth/register', fields);
  expect(answer.message).toBe('');
  expect(answer.error).toBe(0);
  return {
    user: answer.data as {
      id: number;
      token: string;
      username: string;
      email: string;
      invitationCode: string;
    },
    fields,
  };
}
