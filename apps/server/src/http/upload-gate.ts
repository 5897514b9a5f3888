import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** How long a client is asked to wait when every upload slot is taken: about one upload's reading time. */
export const BUSY_RETRY_SECONDS = 10;

type Form = { fields: Record<string, string>; cleanup: () => Promise<void> };

/** The instance's places for multipart uploads being received and read, shared by every feature's gate. */
export type UploadSlots = { take: () => boolean; give: () => void };

export function createUploadSlots(max: number): UploadSlots {
  let inUse = 0;
  return {
    take: () => {
      if (inUse >= max) return false;
      inUse += 1;
      return true;
    },
    give: () => {
      inUse -= 1;
    },
  };
}

/**
 * Multipart uploads being received (and read) by one feature, in the instance's shared `slots` (every feature
 * together reads at most that many). When none is free a new one is refused with 503 and Retry-After before its
 * body is read: the files wait on disk, but each costs CPU time, and the queue must stay short. A request's form
 * (its text fields become the body the route's schema validates; its files wait on disk) lives until its
 * handler has answered, then its slot is given back and its files removed.
 *
 * Every ending of a request gives its slot back once, and its files with it:
 * - its answer handed to Fastify (`onSend`), not written (`onResponse`): a client that hangs up once its body is
 *   sent leaves an answer that is never written, so `onResponse` never ran and four such uploads held every slot
 *   until a restart;
 * - its reading failing (a body cut short, a file past a limit);
 * - the client going away while its body is still being read (`onRequestAbort`): a form read after that is
 *   removed as soon as it is complete. Once read, the handler owns the files until it answers.
 */
export function createUploadGate<F extends Form>(
  app: FastifyInstance,
  options: { slots: UploadSlots; busyMessage: (seconds: number) => string },
) {
  /** A request's hold on a slot: its form once read, and whether the slot has been given back. */
  type Lease = { form?: F; reading: boolean; released: boolean };
  const leases = new WeakMap<FastifyRequest, Lease>();
  const release = async (request: FastifyRequest) => {
    const lease = leases.get(request);
    if (!lease || lease.released) return;
    lease.released = true;
    options.slots.give();
    await lease.form?.cleanup();
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', async (request) => {
    if (leases.get(request)?.reading) await release(request);
  });

  return {
    /** Reads a multipart request's form with `read` (a JSON request is left to its schema). */
    admit: async (request: FastifyRequest, read: () => Promise<F>) => {
      if (!request.isMultipart()) return;
      if (!options.slots.take()) {
        throw new AppError('UNAVAILABLE', options.busyMessage(BUSY_RETRY_SECONDS), {
          headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) },
        });
      }
      const lease: Lease = { reading: true, released: false };
      leases.set(request, lease);
      try {
        const form = await read();
        lease.form = form;
        lease.reading = false;
        // The client left while its body was read: nobody will handle these files.
        if (lease.released) await form.cleanup();
        request.body = form.fields;
      } catch (error) {
        await release(request);
        throw error;
      }
    },
    formOf: (request: FastifyRequest) => leases.get(request)?.form,
  };
}
