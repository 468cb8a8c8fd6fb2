import { createServer, type RequestListener, type Server } from 'node:http';

/** Serves `listener` on `port` and `host`; resolves once it listens, rejects if it cannot. */
export const listenHttp = (listener: RequestListener, port: number, host: string): Promise<Server> =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer(listener);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
