import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';
import type { FileStore } from '../../adapters/storage/file-store';
import { AppError } from '../../http/app-error';

export const AVATAR_PREFIX = 'uploads/avatars/';
const STORE_DIR = 'avatars/';

const imageError = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: [{ path: 'profileImage', message }] });

/**
 * Stores an avatar sent as a data URL. The type is read from the bytes, not from the URL's label, so a script
 * labelled as a PNG is refused; SVG is not accepted at all.
 */
export async function storeAvatar(storage: FileStore, dataUrl: string): Promise<string> {
  const match = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw imageError(messages.profile.imageOnly);
  const bytes = Buffer.from(match[3]!, 'base64');
  if (bytes.length === 0) throw imageError(messages.profile.imageOnly);
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.profile.imageTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw imageError(messages.profile.imageOnly);
  const name = `${randomUUID()}.${type.ext}`;
  await storage.put(STORE_DIR + name, bytes, type.mime);
  return AVATAR_PREFIX + name;
}

/** The store key of a stored avatar path, or undefined for anything that is not one of ours. */
export function avatarKey(profileImage: string | null | undefined): string | undefined {
  if (!profileImage?.startsWith(AVATAR_PREFIX)) return undefined;
  const name = profileImage.slice(AVATAR_PREFIX.length);
  return /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(name) ? STORE_DIR + name : undefined;
}
