// The floor for GET /job: a bare Fastify instance with one route that answers the same JSON body
// the real gateway returned, serialised by Fastify the same way (an object, no response schema),
// with no authentication, hooks, database or event log behind it.
import Fastify from 'fastify';

export interface BareRoute {
  url: string;
  close(): Promise<void>;
}

export async function startBareRoute(body: Record<string, unknown>): Promise<BareRoute> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/job/:id', async () => body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bare route did not get a TCP port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
