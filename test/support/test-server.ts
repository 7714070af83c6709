/** The real server over this checkout's dist/, on a free local port: what browser tests and tools load. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '../../server/app';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function startTestServer(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer({
    distDir: join(root, 'dist'),
    apiKeysFile: join(root, 'server/api-keys.json'),
    demoDir: join(root, 'server/demo'),
    docsDir: join(root, 'dist/docs'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}
