import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The user's items the detail pages show, made through the API as the web client would make them. */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** One second of silence as a 16-bit mono WAV: audio the server accepts, with nothing to transcribe. */
function silentWav(seconds = 1, sampleRate = 8_000): Buffer {
  const data = seconds * sampleRate * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // PCM header size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a sample
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

/** A recording (POST /recordings), not transcribed; answers its id. */
export async function uploadRecordingViaApi(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/v1/recordings', {
    headers: auth(token),
    multipart: { title, file: { name: 'call.wav', mimeType: 'audio/wav', buffer: silentWav() } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { recording: { id: number } }).recording.id;
}

/** A letter started from the deposit demand template (POST /documents); answers its id. */
export async function startDocumentViaApi(request: APIRequestContext, token: string) {
  const response = await request.post('/api/v1/documents', {
    headers: auth(token),
    data: { templateSlug: 'security-deposit-demand' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: { id: number } }).document.id;
}

/** A review of a short D.C. lease in plain text (POST /documents/reviews); answers its id (it runs on). */
export async function startReviewViaApi(request: APIRequestContext, token: string) {
  const response = await request.post('/api/v1/documents/reviews', {
    headers: auth(token),
    multipart: {
      country: 'United States',
      state: 'District of Columbia',
      file: {
        name: 'lease.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(
          'RESIDENTIAL LEASE\nTenant shall pay a security deposit of $1,850.00.\n' +
            'Tenant waives any right to payment of the security deposit with interest.\n',
        ),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { review: { id: number } }).review.id;
}

/** The library section of a citation in the journeys' seeded library (e2e/support/seed-library.ts). */
export async function sectionIdViaApi(request: APIRequestContext, token: string, citation = '99-101') {
  const response = await request.get(
    `/api/v1/library/sections/by-citation?citation=${encodeURIComponent(citation)}`,
    { headers: auth(token) },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sectionId: number }).sectionId;
}
