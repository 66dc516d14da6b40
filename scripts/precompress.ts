/**
 * Pre-compression at build: `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 * every text file of the output above 1 kB, compressed once at their smallest instead of on every
 * request. In production nginx serves them as they are (`brotli_static on; gzip_static on;`); for
 * `vite preview` (the benchmarks) the middleware below does the same, so that what is measured is
 * what users download. Vite's own preview only gzips on the fly, at zlib's default level.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether an Accept-Encoding header allows `name` (listed, and not with q=0). */
const accepts = (header: string, name: string) =>
  header.split(',').some((part) => {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    return token === name && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });

/** The files to compress under `dir` (not its dot-folders: .vite/manifest.json is for the bundle budget, not for browsers). */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : textFiles(path);
    return extname(entry.name) in TYPES && statSync(path).size > MIN_BYTES ? [path] : [];
  });
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    // The build writes the files, `vite preview` serves them (a preview is a "serve" command).
    apply: (_config, env) => env.command === 'build' || !!env.isPreview,
    async writeBundle(options) {
      if (!options.dir) return;
      // zlib's async calls run on libuv's thread pool: the files compress in parallel.
      await Promise.all(
        textFiles(options.dir).map(async (file) => {
          const data = readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipAsync(data, { level: 9 }),
          ]);
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      // Added in the hook's body (not a returned post hook), so it runs before Vite's on-the-fly
      // compression and its static files. index.html (the SPA fallback) stays with Vite.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let file: string;
        try {
          file = resolve(dist, `.${decodeURIComponent((req.url ?? '/').split('?')[0]!)}`);
        } catch {
          return next();
        }
        const type = TYPES[extname(file)];
        if (!type || !file.startsWith(dist + sep)) return next();
        // br first: about 15 % smaller than gzip on these files.
        const header = String(req.headers['accept-encoding'] ?? '');
        const [name, ext] = ([['br', '.br'], ['gzip', '.gz']] as const).find(([name, ext]) => accepts(header, name) && existsSync(file + ext)) ?? [];
        if (!name || !ext) return next();
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', name);
        res.setHeader('Content-Length', statSync(file + ext).size);
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
        // Hashed names never change their content: cached for a year, as nginx serves /assets/.
        if (file.startsWith(join(dist, 'assets') + sep)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (req.method === 'HEAD') return res.end();
        createReadStream(file + ext).pipe(res);
      });
    },
  };
}
