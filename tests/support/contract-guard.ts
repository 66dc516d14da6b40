/**
 * Checks every request the app sends during the tests against the contract: an unknown path,
 * a missing required or undeclared query parameter, or a body its generated zod schema rejects
 * is recorded, and the test file fails at the end with the list.
 */
import { findOperation, graphqlProblems, zodFor } from './contract';

const API = /^\/(?:api|connect|live|short)\//i;

export interface Violation {
  request: string;
  problem: string;
}

async function readBody(request: Request, type: string | undefined): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type?.startsWith('multipart/')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function requestProblems(request: Request): Promise<string[]> {
  const url = new URL(request.url);
  if (!API.test(url.pathname)) return [];
  const op = findOperation(request.method, url.pathname);
  if (!op) return [`${request.method} ${url.pathname} is not in the contract`];
  const problems: string[] = [];
  const sent = [...url.searchParams.keys()];
  for (const q of op.query) {
    if (q.required && !sent.some((k) => k.toLowerCase() === q.name.toLowerCase())) problems.push(`missing required query parameter ${q.name}`);
  }
  for (const k of sent) {
    if (!op.query.some((q) => q.name.toLowerCase() === k.toLowerCase())) problems.push(`query parameter ${k} is not declared`);
  }
  if (op.bodyType) {
    const body = await readBody(request, op.bodyType);
    if (body === undefined && op.bodyRequired && !op.bodyType.startsWith('multipart/')) problems.push('missing request body');
    const schema = zodFor(op.operationId, 'Body');
    if (body !== undefined && schema) {
      const result = schema.safeParse(body);
      if (!result.success) problems.push(`body rejected by ${op.operationId}Body: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    if (op.path === '/live/graphql' && body && typeof body === 'object') {
      problems.push(...graphqlProblems(url.searchParams.get('queryName'), body as { query?: string }));
    }
  }
  return problems;
}

const violations: Violation[] = [];
const pending: Promise<void>[] = [];

export const contractGuard = {
  check(request: Request) {
    const label = `${request.method} ${new URL(request.url).pathname}`;
    pending.push(
      requestProblems(request).then((problems) => {
        for (const problem of problems) violations.push({ request: label, problem });
      }),
    );
  },
  async settle() {
    await Promise.all(pending);
  },
  async assertClean() {
    await Promise.all(pending);
    if (violations.length) {
      throw new Error(`Requests outside the contract:\n${violations.map((v) => `  ${v.request}: ${v.problem}`).join('\n')}`);
    }
  },
};
