import { messages } from '@amicus/contract/common/messages';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';

/** Turns a unique-index violation on users into the 409 naming the taken field; anything else is rethrown. */
export function rethrowUserConflict(error: unknown): never {
  const index = violatedUniqueIndex(error);
  if (index?.includes('users_email_key')) {
    throw new AppError('CONFLICT', messages.auth.emailTaken, {
      errors: [{ path: 'email', message: messages.auth.emailTaken }],
    });
  }
  if (index?.includes('users_username_lower_key')) {
    throw new AppError('CONFLICT', messages.auth.usernameTaken, {
      errors: [{ path: 'username', message: messages.auth.usernameTaken }],
    });
  }
  throw error;
}
