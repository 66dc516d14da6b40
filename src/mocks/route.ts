/**
 * Case-insensitive MSW routes (ASP.NET ignores case in paths; MSW does not), on any host.
 */
import { http, type HttpResponseResolver } from 'msw';

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z]+://[^/]+${escaped}/?(?:[?#].*)?$`, 'i');
}

type Method = 'get' | 'post' | 'put' | 'delete';

export const on = (method: Method, path: string, resolver: HttpResponseResolver) => http[method](pathPattern(path), resolver);
export const get = (path: string, resolver: HttpResponseResolver) => on('get', path, resolver);
export const post = (path: string, resolver: HttpResponseResolver) => on('post', path, resolver);
export const put = (path: string, resolver: HttpResponseResolver) => on('put', path, resolver);
export const del = (path: string, resolver: HttpResponseResolver) => on('delete', path, resolver);
