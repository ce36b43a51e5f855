// Requests to the server under test over node:http, from a chosen loopback address (127.0.0.2,
// 127.0.1.1, ...; Linux answers the whole of 127/8). The server then sees several schools or
// homes, each with its own per-address limits, as at a real event, while every request still
// goes to 127.0.0.1 on this machine.
import http from 'node:http';

// Idle connections are closed by this side after 5 s, before the server closes them (its
// KEEP_ALIVE_TIMEOUT_MS, 10 s by default): a request sent just as the server closes its end is
// lost with ECONNRESET, which a browser retries on a new connection and node:http does not.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 5000 });
const TIMEOUT_MS = 300_000;

/** The address of school (or home) `index`: 127.1.x.y, one per index, none of them 127.0.0.1. */
export const schoolAddress = (index) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * One request; resolves with its status, its parsed JSON (or text) and its time in ms, or rejects
 * on a network error or after 5 minutes. `body` is an object (sent as JSON) or a form string.
 */
export function send(base, { method = 'GET', path, auth, body, from }) {
  const url = new URL(path, base);
  const form = typeof body === 'string';
  const payload = body === undefined ? undefined : form ? body : JSON.stringify(body);
  const headers = {};
  if (auth) headers.authorization = auth;
  if (payload !== undefined) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const begin = performance.now();
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent,
        localAddress: from,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('error', fail);
        response.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          done({ status: response.statusCode, json, text, ms: performance.now() - begin });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    request.on('error', fail);
    request.end(payload);
  });
}

/** `{ 200: 38, 503: 2, 'ECONNRESET': 1 }` as "200 x38, 503 x2, ECONNRESET x1". */
export const tally = (counts) =>
  Object.entries(counts)
    .map(([what, count]) => `${what} x${count}`)
    .join(', ');

/** Counts one outcome (a status or an error code) in `counts`. */
export function count(counts, outcome) {
  counts[outcome] = (counts[outcome] ?? 0) + 1;
}

/** Closes idle keep-alive sockets so the process can exit. */
export function closeConnections() {
  agent.destroy();
}
