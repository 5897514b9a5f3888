import { messages } from '@amicus/contract/common/messages';
import { AppError } from '../../http/app-error';

/** Turns a unique-index violation on users into the 409 naming the taken field; anything else is rethrown. */
export function rethrowUserConflict(error: unknown): never {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i++) {
    const pgError = current as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') {
      const text = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
      if (text.includes('users_email_key')) {
        throw new AppError('CONFLICT', messages.auth.emailTaken, {
          errors: [{ path: 'email', message: messages.auth.emailTaken }],
        });
      }
      if (text.includes('users_username_lower_key')) {
        throw new AppError('CONFLICT', messages.auth.usernameTaken, {
          errors: [{ path: 'username', message: messages.auth.usernameTaken }],
        });
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  throw error;
}
