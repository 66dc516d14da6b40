/**
 * The stateful mock's routes, typed by the contract: a route names a path of the contract (as
 * orval's get<Op>MockHandler declares it, generated/api/mock-answers.ts), and its resolver must
 * answer that operation's declared body. A path the contract does not have, or an answer of
 * another shape, does not compile.
 *
 * - `ok(data)` / `okPage(rows)` are typed answers (HttpResponse<{ status, data }>), checked
 *   against the operation's answer;
 * - any other status (`fail(404)`, a file's bytes, a bare 204) is a plain `Response`, which MSW's
 *   resolver type lets through unchecked, as it is not the declared 200 answer.
 *
 * Matching is case-insensitive and on any host (ASP.NET ignores case in paths; MSW does not).
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { MockAnswers } from '@gen/api/mock-answers';
import type { OtherAnswer } from './respond';

function pathPattern(path: string): RegExp {
  const escaped = path
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // `{name}` segments of the contract match one path segment.
    .replace(/\\\{\w+\\\}/g, '[^/]+');
  return new RegExp(`^[a-z]+://[^/]+${escaped}/?(?:[?#].*)?$`, 'i');
}

export type Method = 'get' | 'post' | 'put' | 'delete';
type Operation = keyof MockAnswers;
/** The contract's paths of one method, as written (`{name}` segments included). */
type ContractPath<M extends Method> = Operation extends infer K ? (K extends `${Uppercase<M>} ${infer P}` ? P : never) : never;
/** A path with `{name}` segments as the paths it stands for: `/api/v1/{resource}/wherepage` → `/api/v1/${string}/wherepage`. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;
/** The paths a route of one method may name: a path of the contract, or one of its templates filled in. */
export type PathOf<M extends Method> = Filled<ContractPath<M>>;
/** The contract's path a route's path stands for. */
type ContractPathOf<M extends Method, P extends string> = P extends ContractPath<M>
  ? P
  : { [K in ContractPath<M>]: K extends `${string}{${string}` ? (P extends Filled<K> ? K : never) : never }[ContractPath<M>];
/** The answer the contract declares for one operation (undefined: no body, as a 204). */
type Declared<A> = [Exclude<A, void>] extends [never] ? undefined : Exclude<A, void>;
export type AnswerOf<M extends Method, P extends string> = Declared<MockAnswers[`${Uppercase<M>} ${ContractPathOf<M, P>}` & Operation]>;
/** A resolver of one operation: its declared answer, or a plain Response of another status. */
export type Resolver<Answer extends DefaultBodyType> = HttpResponseResolver<PathParams, DefaultBodyType, Answer>;

/** The contract path each route was made for (the mock API's dispatcher sorts routes by it, setup.ts). */
const contractPaths = new WeakMap<object, string>();
export const contractPathOf = (handler: object): string | undefined => contractPaths.get(handler);

/** What each answer waits for before it is sent (answerWhenSaved); nothing unless told. */
let beforeAnswer: (() => Promise<void>) | undefined;

/**
 * Every mock answer is sent once `settle` has resolved: the browser's store (browser.ts) saving the
 * change a request made, so that what the page is told was saved survives a reload at once.
 */
export function answerWhenSaved(settle: () => Promise<void>) {
  beforeAnswer = settle;
}

const route = (method: Method, path: string, resolver: unknown) => {
  const answer = resolver as HttpResponseResolver;
  const settled: HttpResponseResolver = async (info) => {
    const response = await answer(info);
    await beforeAnswer?.();
    return response;
  };
  const handler = http[method](pathPattern(path), settled);
  contractPaths.set(handler, path);
  return handler;
};

/**
 * A route of a table of like operations whose answers differ by row (the review kinds of
 * audit.ts, the forms of catalogue.ts): neither its path nor its answer is checked when it
 * compiles. tests/contract/mock-responses.test.ts checks every answer against the contract's zod
 * when it runs, these included. Keep such tables few.
 */
export const tableRoute = (method: Method, path: string, resolver: (info: { request: Request }) => unknown) => route(method, path, resolver);

/**
 * A route of a file answer (the contract's Blob: bytes, not JSON), for the operations files.ts reads
 * from the contract itself: its answer is an `OtherAnswer`, not checked.
 */
export const fileRoute = (method: Method, path: string, resolver: (info: { request: Request }) => Promise<OtherAnswer>) => route(method, path, resolver);
export const get = <P extends PathOf<'get'>>(path: P, resolver: Resolver<AnswerOf<'get', P>>) => route('get', path, resolver);
export const post = <P extends PathOf<'post'>>(path: P, resolver: Resolver<AnswerOf<'post', P>>) => route('post', path, resolver);
export const put = <P extends PathOf<'put'>>(path: P, resolver: Resolver<AnswerOf<'put', P>>) => route('put', path, resolver);
export const del = <P extends PathOf<'delete'>>(path: P, resolver: Resolver<AnswerOf<'delete', P>>) => route('delete', path, resolver);
