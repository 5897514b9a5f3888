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
 * (its text fields become the body the route's schema validates; its files wait on disk) lives until the answer
 * is sent, then its files are removed.
 */
export function createUploadGate<F extends Form>(
  app: FastifyInstance,
  options: { slots: UploadSlots; busyMessage: (seconds: number) => string; placeholder: () => F },
) {
  const forms = new WeakMap<FastifyRequest, F>();
  const release = async (request: FastifyRequest) => {
    const form = forms.get(request);
    if (!form) return;
    forms.delete(request);
    options.slots.give();
    await form.cleanup();
  };
  app.addHook('onResponse', release);

  return {
    /** Reads a multipart request's form with `read` (a JSON request is left to its schema). */
    admit: async (request: FastifyRequest, read: () => Promise<F>) => {
      if (!request.isMultipart()) return;
      if (!options.slots.take()) {
        throw new AppError('UNAVAILABLE', options.busyMessage(BUSY_RETRY_SECONDS), {
          headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) },
        });
      }
      forms.set(request, options.placeholder());
      try {
        const form = await read();
        forms.set(request, form);
        request.body = form.fields;
      } catch (error) {
        await release(request);
        throw error;
      }
    },
    formOf: (request: FastifyRequest) => forms.get(request),
  };
}
