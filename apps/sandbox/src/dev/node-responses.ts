import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

export function sendPlain(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(`${message}\n`);
}

export function sendHtml(res: ServerResponse, status: number, html: string, headOnly: boolean) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(headOnly ? undefined : html);
}

/** The runtime config override (`WPS_RUNTIME_CONFIG`) in dev, read fresh on every request so edits show at once. */
export async function sendRuntimeConfig(res: ServerResponse, file: string, headOnly: boolean) {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    sendPlain(res, 404, 'The runtime config file named by WPS_RUNTIME_CONFIG does not exist.');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(headOnly ? undefined : body);
}
