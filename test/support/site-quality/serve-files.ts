// Serves a generated file set on 127.0.0.1 (port 0) so a real browser can load it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeForPath } from '../../../shared/files/file-language.ts';

export interface ServedFiles {
  url: string;
  close(): Promise<void>;
  misses: string[];
}

export async function serveFiles(files: { path: string; content: string; encoding?: string }[]): Promise<ServedFiles> {
  // A binary file (issue 27) is served as its bytes.
  const byPath = new Map(files.map((f) => [f.path, f.encoding === 'base64' ? Buffer.from(f.content, 'base64') : f.content]));
  const misses: string[] = [];
  const server: Server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const body = byPath.get(path);
    if (body === undefined) {
      if (path !== 'favicon.ico') misses.push(path);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': contentTypeForPath(path), 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    misses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
