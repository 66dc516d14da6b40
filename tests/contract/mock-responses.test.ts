/**
 * Mock answers against the contract, for every operation of generated/openapi.json:
 * (a) orval's faker mock of the 200 answer (`get<Op>ResponseMock`) validates against the
 *     generated zod `<Op>Response`;
 * (b) a request built from the contract, sent through the app's axios client to the MSW server
 *     (stateful domain handlers first, faker handlers behind them) as a signed-in exhibitor and,
 *     when that is not answered 2xx, as the host, gets an answer that fits the contract: 2xx JSON
 *     validates against `<Op>Response`, a 2xx file has a body and a Content-Disposition filename,
 *     and a 4xx is a status the operation declares.
 * (c) the reads that answered, sent again once the writes are done, still fit the contract: a record
 *     created from only the required fields (all a sampled body holds) is read back as declared.
 * Requests also pass the contract guard of tests/setup.ts, so the sampled requests are checked too.
 */
import { faker } from '@faker-js/faker';
import type { AxiosResponse } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { CollectionName } from '@/mocks/collections';
import { domains } from '@/mocks/domains';
import { seedAll } from '@/mocks/setup';
import { http } from '@/lib/http/client';
import { registerNavigate } from '@/lib/navigation';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { zodFor } from '../support/contract';
import { contractGuard } from '../support/contract-guard';
import { buildRequest, phaseOf, type KnownIds } from '../support/contract-requests';
import { docOperations, isBinaryAnswer, pascal, type DocOperation } from '../support/openapi-doc';
import { signInAs } from '../support/session';

type User = 'exhibitor' | 'host';

const mockModules = import.meta.glob<Record<string, unknown>>('../../generated/api/**/*.msw.ts', { eager: true });
const responseMocks = new Map<string, () => unknown>();
for (const mod of Object.values(mockModules)) {
  for (const [name, value] of Object.entries(mod)) if (/^get\w+ResponseMock$/.test(name) && typeof value === 'function') responseMocks.set(name, value as () => unknown);
}

/**
 * orval's faker mocks size every array up to the schema's maxItems (10 000 rows in a page, and
 * nested lists inside each row), which makes some answers tens of megabytes and one (the release
 * tree of GetAndChildrenByCompId) too large to serialise. For these tests faker's bounded integers
 * stay in [min, min + 3]: every value is still within the schema's limits, arrays are short.
 */
const fakerInt = faker.number.int.bind(faker.number);
function keepFakerSmall() {
  faker.number.int = ((options?: Parameters<typeof fakerInt>[0]) => {
    if (typeof options === 'object' && options.min !== undefined && options.max !== undefined && options.multipleOf === undefined) {
      return fakerInt({ min: options.min, max: Math.min(options.max, options.min + 3) });
    }
    return fakerInt(options);
  }) as typeof faker.number.int;
}
const restoreFaker = () => {
  faker.number.int = fakerInt;
};

/** Whether a stateful domain handler (src/mocks/domains) answers the request, rather than orval's faker handler. */
const statefulHandlers = domains.flatMap((d) => d.handlers(mockDb));
async function answeredBy(method: string, url: string): Promise<'stateful' | 'faker'> {
  const request = new Request(new URL(url, 'http://localhost:3000'), { method });
  for (const handler of statefulHandlers) if (await handler.test({ request })) return 'stateful';
  return 'faker';
}

const label = (o: DocOperation) => `${o.operationId} (${o.method} ${o.path})`;

function zodIssues(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = result.error.issues;
  // Messages are localised (src/lib/validation); the issue code and expectation say what is wrong.
  const shown = issues.slice(0, 3).map((i) => {
    const expected = 'expected' in i ? ` ${String(i.expected)} expected` : '';
    return `${i.path.join('.') || '(root)'}: ${i.code}${expected} (${i.message})`;
  });
  return shown.join('; ') + (issues.length > 3 ? ` (+${issues.length - 3} more)` : '');
}

/** Some stored record per entity name (`company` → collection `companies`), for id parameters. */
function recordLookup(): (name: string) => string | undefined {
  const collections = Object.keys(seedAll()) as CollectionName[];
  return (raw) => {
    const name = raw.replace(/realease/i, 'release'); // the NewRealease controller keeps the document's spelling
    const wanted = [`${name}s`, `${name}es`, name.replace(/y$/, 'ies'), name].map((n) => n.toLowerCase());
    const collection = collections.find((c) => wanted.includes(c.toLowerCase()));
    if (!collection) return undefined;
    return mockDb.all(collection).find((r) => !r.isDeleted)?.id;
  };
}

async function signInFresh(user: User): Promise<KnownIds> {
  await mockDb.reset();
  session.clear();
  const s = await signInAs(user);
  return {
    userId: s.user?.id,
    companyId: s.company?.id,
    joinId: s.join?.id,
    exhibitionId: s.exhibition?.id ?? s.exhibitionIds[0],
    recordOf: recordLookup(),
  };
}

interface Attempt {
  user: User;
  status: number;
  by?: 'stateful' | 'faker';
  response?: AxiosResponse;
  error?: string;
}

async function send(o: DocOperation, user: User, ids: KnownIds): Promise<Attempt> {
  try {
    const response = await http.request(buildRequest(o, ids));
    const by = await answeredBy(o.method, response.config.url ?? o.path);
    return { user, status: response.status, response, by };
  } catch (error) {
    return { user, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

const header = (response: AxiosResponse, name: string) => {
  const value = (response.headers as Record<string, unknown>)[name] ?? (response.headers as { get?: (n: string) => unknown }).get?.(name);
  return typeof value === 'string' ? value : undefined;
};

const byteLength = (data: unknown) =>
  data instanceof ArrayBuffer ? data.byteLength : ArrayBuffer.isView(data) ? data.byteLength : data instanceof Blob ? data.size : typeof data === 'string' ? data.length : 0;

type Verdict = { kind: 'validated' | 'binary' | 'declared-4xx' } | { kind: 'failed'; reason: string };

/** Whether one answer fits the operation's contract. */
function judge(o: DocOperation, attempt: Attempt): Verdict {
  const { status, response } = attempt;
  if (!response) return { kind: 'failed', reason: `request failed: ${attempt.error}` };
  const declared = Object.keys(o.op.responses);
  if (status >= 200 && status < 300) {
    if (!declared.includes(String(status))) return { kind: 'failed', reason: `answered ${status}, which it does not declare (${declared.join(', ')})` };
    if (status !== 200) return { kind: 'validated' };
    const type = header(response, 'content-type') ?? '';
    if (isBinaryAnswer(o.op)) {
      const problems: string[] = [];
      if (/json/i.test(type)) problems.push(`content type ${type}, a file is declared`);
      if (byteLength(response.data) === 0) problems.push('empty body');
      const disposition = header(response, 'content-disposition');
      if (!disposition || !/filename\*?=/i.test(disposition)) problems.push(`no Content-Disposition filename (${disposition ?? 'no header'})`);
      return problems.length ? { kind: 'failed', reason: `file answer: ${problems.join('; ')}` } : { kind: 'binary' };
    }
    if (!/json/i.test(type)) return { kind: 'failed', reason: `content type "${type}", JSON is declared` };
    const schema = zodFor(o.operationId, 'Response');
    if (!schema) return { kind: 'failed', reason: `no zod schema ${pascal(o.operationId)}Response` };
    const issues = zodIssues(schema, response.data);
    return issues ? { kind: 'failed', reason: `200 answer rejected by ${pascal(o.operationId)}Response: ${issues}` } : { kind: 'validated' };
  }
  if (status >= 400 && status < 500) {
    return declared.includes(String(status))
      ? { kind: 'declared-4xx' }
      : { kind: 'failed', reason: `answered ${status}, which it does not declare (${declared.join(', ')})` };
  }
  return { kind: 'failed', reason: `answered ${status}` };
}

describe('mock answers against the contract', () => {
  beforeAll(keepFakerSmall);
  afterAll(restoreFaker);

  it("validates orval's faker mock of every 200 answer against the generated zod", { timeout: 60_000 }, () => {
    faker.seed(20261121);
    const failures: string[] = [];
    let json = 0;
    let binary = 0;
    const absent: string[] = [];
    for (const o of docOperations) {
      const mock = responseMocks.get(`get${pascal(o.operationId)}ResponseMock`);
      if (!mock) {
        absent.push(o.operationId);
        continue;
      }
      const value = mock();
      if (isBinaryAnswer(o.op)) {
        binary++;
        if (!(value instanceof Blob) || value.size === 0) failures.push(`${label(o)}: faker mock of a file answer is not a non-empty Blob`);
        continue;
      }
      json++;
      const schema = zodFor(o.operationId, 'Response');
      if (!schema) failures.push(`${label(o)}: no zod schema ${pascal(o.operationId)}Response`);
      else {
        const issues = zodIssues(schema, value);
        if (issues) failures.push(`${label(o)}: faker mock rejected by ${pascal(o.operationId)}Response: ${issues}`);
      }
    }
    console.log(`faker mocks: ${json - failures.length}/${json} JSON mocks validate, ${binary} file mocks, ${absent.length} operations without a response mock`);
    expect(failures).toEqual([]);
  });

  it('answers a request built from the contract, for every operation, as the contract says', { timeout: 120_000 }, async () => {
    faker.seed(20261121);
    registerNavigate(() => undefined);
    const ordered = [...docOperations].sort((a, b) => phaseOf(a) - phaseOf(b));
    const attempts = new Map<string, Attempt[]>();
    // Reads sent again once the writes are done: a record created from only the required fields
    // (the sampled bodies hold no more) must still be answered as the contract says.
    const reread: string[] = [];
    for (const user of ['exhibitor', 'host'] as const) {
      const ids = await signInFresh(user);
      const mine: DocOperation[] = [];
      for (const o of ordered) {
        const previous = attempts.get(o.operationId) ?? [];
        if (previous.some((a) => a.status >= 200 && a.status < 300)) continue;
        const attempt = await send(o, user, ids);
        attempts.set(o.operationId, [...previous, attempt]);
        if (phaseOf(o) === 0 && attempt.status === 200) mine.push(o);
      }
      for (const o of mine) {
        const verdict = judge(o, await send(o, user, ids));
        if (verdict.kind === 'failed') reread.push(`${label(o)} as ${user}, read after the writes: ${verdict.reason}`);
      }
    }
    await contractGuard.settle();

    const counts = { validated: 0, binary: 0, 'declared-4xx': 0, failed: 0 };
    const byUser = { exhibitor: 0, host: 0 };
    const byHandler = { stateful: 0, faker: 0 };
    const failures: string[] = [];
    for (const o of docOperations) {
      const tries = attempts.get(o.operationId) ?? [];
      const success = tries.find((a) => a.status >= 200 && a.status < 300);
      // The 2xx answer when there is one; otherwise every answer must be a declared 4xx.
      const judged = success ? [success] : tries;
      const verdicts = judged.map((a) => [a, judge(o, a)] as const);
      const failed = verdicts.filter(([, v]) => v.kind === 'failed');
      if (failed.length) {
        counts.failed++;
        for (const [a, v] of failed) failures.push(`${label(o)} as ${a.user}, ${a.by ?? 'no'} handler: ${'reason' in v ? v.reason : ''}`);
        continue;
      }
      const kind = verdicts[0]![1].kind as keyof typeof counts;
      if (process.env.MOCK_RESPONSES_VERBOSE && kind === 'declared-4xx') {
        console.log(`  ${label(o)}: ${tries.map((a) => `${a.user} ${a.status} (${a.by} handler) ${JSON.stringify(a.response?.data ?? '').slice(0, 160)}`).join(' | ')}`);
      }
      counts[kind]++;
      if (success) byUser[success.user]++;
      const last = success ?? tries.at(-1);
      if (last?.by) byHandler[last.by]++;
      if (process.env.MOCK_RESPONSES_VERBOSE && last?.by === 'faker') console.log(`  ${label(o)}: answered by the faker handler`);
    }
    console.log(
      `mock responses: ${docOperations.length} operations; ${counts.validated} 2xx JSON validated, ${counts.binary} files, ` +
        `${counts['declared-4xx']} declared 4xx, ${counts.failed} failing (2xx as exhibitor ${byUser.exhibitor}, as host ${byUser.host}; ` +
        `passing answers from stateful handlers ${byHandler.stateful}, from faker handlers ${byHandler.faker})`,
    );
    expect([...failures, ...reread]).toEqual([]);
  });
});
