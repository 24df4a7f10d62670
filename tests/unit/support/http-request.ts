// A raw HTTP request for server tests: unlike fetch, it neither asks for nor undoes compression, so a test sees the
// bytes and headers exactly as sent.
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RawRequestOptions {
  headers?: Record<string, string>;
  /** GET by default. */
  method?: string;
}

/** Sends one request with exactly `headers`, and collects the answer. */
export function rawRequest(url: string, { headers = {}, method = 'GET' }: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
