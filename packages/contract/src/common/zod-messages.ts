import { z } from 'zod';

const label = (path: readonly PropertyKey[] | undefined) =>
  path && path.length > 0 ? path.map(String).join('.') : 'Request body';

/**
 * Field-naming defaults for every Zod message a schema does not set itself, so a 400 always says which field
 * is wrong ("email is required", "limit must be at most 100"). Schema-level messages (the spec's texts) win.
 */
export function installFieldMessages(): void {
  z.config({
    customError: (issue) => {
      const field = label(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? `${field} is required`
            : `${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
        case 'too_small':
          return issue.origin === 'string'
            ? `${field} must be at least ${issue.minimum} characters`
            : issue.origin === 'array'
              ? `${field} must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
              : issue.inclusive === false
                ? `${field} must be greater than ${issue.minimum}`
                : `${field} must be at least ${issue.minimum}`;
        case 'too_big':
          return issue.origin === 'string'
            ? `${field} must be at most ${issue.maximum} characters`
            : issue.origin === 'array'
              ? `${field} must have at most ${issue.maximum} items`
              : issue.inclusive === false
                ? `${field} must be less than ${issue.maximum}`
                : `${field} must be at most ${issue.maximum}`;
        case 'invalid_format':
          return `${field} is not a valid ${issue.format}`;
        case 'invalid_value':
          return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
        default:
          return `${field} is not valid`;
      }
    },
  });
}
