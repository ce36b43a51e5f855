import type { Server } from 'node:http';
import type { Socket } from 'node:net';

// A cap on open connections from one client address, so one machine cannot hold the server's
// sockets. Behind proxies every connection comes from a proxy, so the cap does not apply to them
// (with TRUST_PROXY as a number of hops the direct peer is always a proxy: the cap is the proxy's
// job there, e.g. nginx's limit_conn). Schools share one address, so the default is generous.

export interface ConnectionLimit {
  max: number;
  trustProxy: number | string[] | false;
}

export function limitConnectionsPerAddress(server: Server, limit: ConnectionLimit): void {
  if (typeof limit.trustProxy === 'number' && limit.trustProxy > 0) return;
  const proxies = new Set(Array.isArray(limit.trustProxy) ? limit.trustProxy : []);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || proxies.has(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit.max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
