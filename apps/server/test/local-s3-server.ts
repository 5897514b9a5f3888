import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real S3-compatible HTTP server (path-style PutObject, GetObject, DeleteObject) that stands in for
 * a bucket at the network edge. It checks each request's AWS Signature V4 against the one credential it
 * knows, and the body against its signed SHA-256, as S3 does, so a store that signs wrongly fails here too.
 */
export type StoredObject = { body: Buffer; contentType: string };

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Objects by key. */
  objects: Map<string, StoredObject>;
  /** `METHOD key status` of every request, in order. */
  log: string[];
  close: () => Promise<void>;
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The SigV4 check of one request; returns a reason when it fails. */
function verifySignature(
  req: http.IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const header = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return 'missing or malformed Authorization';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return 'body does not match its hash';

  const url = new URL(req.url ?? '/', 'http://local');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    (req.url ?? '/').split('?')[0],
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), 's3'),
    'aws4_request',
  );
  return hmac(key, stringToSign).toString('hex') === signature ? undefined : 'signature does not match';
}

export async function startLocalS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'amicus-test';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'LOCALS3ACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'local-s3-secret-key-for-tests',
    region: options.region ?? 'us-east-1',
  };
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
      const [, bucketName, ...rest] = path.split('/');
      const key = rest.join('/');
      const reply = (status: number) => log.push(`${req.method} ${key} ${status}`);

      const problem = verifySignature(req, body, credentials);
      if (problem) {
        reply(403);
        return xmlError(res, 403, 'SignatureDoesNotMatch', problem);
      }
      if (bucketName !== bucket) {
        reply(404);
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        reply(200);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          reply(404);
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        reply(200);
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        reply(204);
        res.writeHead(204);
        return res.end();
      }
      reply(405);
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
