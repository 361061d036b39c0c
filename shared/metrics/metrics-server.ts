// GET /metrics of a service other than the gateway (which serves its own on its API port): a
// plain node:http listener on METRICS_PORT, behind METRICS_TOKEN when the operator set one, so a
// service with no HTTP API of its own can be scraped. Every other path is a 404 in JSON.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { sha256Hex } from '../files/digest.ts';
import type { Logger } from '../logging/logger.ts';

export interface MetricsServer {
  /** Where this machine scrapes it: `http://host:port/metrics`. */
  url: string;
  close(): Promise<void>;
}

export interface MetricsServerSettings {
  METRICS_PORT?: number | undefined;
  METRICS_HOST: string;
  METRICS_TOKEN?: string | undefined;
}

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time (hashes of equal length). */
function presentsToken(request: IncomingMessage, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const presented = Buffer.from(sha256Hex(match?.[1] ?? ''), 'hex');
  return match !== null && timingSafeEqual(presented, Buffer.from(sha256Hex(token), 'hex'));
}

function sendJson(response: ServerResponse, status: number, code: string, error: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify({ code, error }));
}

/** Serves `registry` on METRICS_PORT; null when METRICS_PORT is unset (no metrics server). */
export async function serveMetrics(settings: MetricsServerSettings, registry: Registry, logger: Logger): Promise<MetricsServer | null> {
  if (settings.METRICS_PORT === undefined) return null;
  const token = settings.METRICS_TOKEN;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      sendJson(response, 404, 'not_found', 'Only GET /metrics is served here.');
      return;
    }
    if (token && !presentsToken(request, token)) {
      sendJson(response, 401, 'unauthorized', 'Send `Authorization: Bearer <METRICS_TOKEN>` with the token the operator set for metrics.', {
        'www-authenticate': 'Bearer',
      });
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        logger.error({ err: error }, 'could not collect the metrics');
        sendJson(response, 500, 'internal', 'The metrics could not be collected; see the service log.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.METRICS_PORT, settings.METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.METRICS_PORT;
  const host = settings.METRICS_HOST === '0.0.0.0' || settings.METRICS_HOST === '::' ? '127.0.0.1' : settings.METRICS_HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`;
  logger.info({ metrics_url: url }, 'metrics served');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection must not hold the shutdown.
        server.closeAllConnections();
      }),
  };
}
