import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';

/**
 * Checks a chosen avatar file and reads it as a data URL (the form sends avatars that way). The server checks
 * the bytes again; this only saves a round trip and says clearly what is wrong.
 */
export async function readImageFile(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { error: messages.profile.imageOnly };
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return { error: messages.profile.imageTooLarge };
  if (file.size === 0) return { error: messages.profile.imageOnly };
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    return { dataUrl };
  } catch {
    return { error: messages.profile.imageOnly };
  }
}
