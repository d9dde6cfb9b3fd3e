import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem, sendProblem } from './error-handler.ts';
import { pagePreloadLinks, readRoutePreloads } from './page-preloads.ts';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on every
 * visit so a new release is picked up. Any other GET that is not an API call opens the app (SPA routes
 * such as /devotee-home-page), while unknown /api paths answer a problem+json 404. The page names the
 * screen's code and first data for the browser to fetch at once (page-preloads.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebBuild = existsSync(indexFile);
  const routePreloads = hasWebBuild ? readRoutePreloads(options.distDir) : [];
  const indexHtml = hasWebBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return sendProblem(reply, problem('ROUTE_NOT_FOUND', `No API route ${request.method} ${url}`));
    }
    const acceptsHtml = (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/);
    const isAppRoute = !path.extname(url) && !url.startsWith('/assets/');
    if (hasWebBuild && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml && isAppRoute) {
      reply.header('cache-control', 'no-cache');
      const preloads = pagePreloadLinks(routePreloads, request.url);
      if (!preloads) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(indexHtml.replace('</head>', `${preloads}</head>`));
    }
    return sendProblem(reply, problem('NOT_FOUND', `Nothing at ${url}`));
  });
});
