// A double of the Coins API on 127.0.0.1, for the "Try it" browser tests: it answers the shipping quote with what it
// was asked (so a test sees its own input come back), refuses a request without a key with 401, and sends the CORS
// headers a real API must send for a docs site to call it from the browser. It records every request it gets.
import http from 'node:http';

export interface CoinsRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface CoinsApiDouble {
  /** "http://127.0.0.1:PORT" */
  url: string;
  requests: CoinsRequest[];
  stop(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'X-Api-Key, Content-Type, Idempotency-Key',
  'Access-Control-Expose-Headers': 'X-Request-Id',
};

export function startCoinsApiDouble(): Promise<CoinsApiDouble> {
  const requests: CoinsRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://double');
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, { ...CORS, 'Content-Type': 'application/json', 'X-Request-Id': 'req_double_1' }).end(JSON.stringify(value));
      };
      if (!req.headers['x-api-key']) return json(401, { code: 'unauthorized', message: 'Chave de API ausente.' });
      const quote = /^\/v1\/catalog\/([^/]+)\/shipping-price$/.exec(url.pathname);
      if (quote) {
        return json(200, {
          sku: decodeURIComponent(quote[1]!),
          cep: (url.searchParams.get('cep') ?? '').replace('-', ''),
          shippingPriceInCoins: 120,
          carrier: 'Dublê Express',
        });
      }
      json(404, { code: 'not_found', message: `${req.method} ${url.pathname}` });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
