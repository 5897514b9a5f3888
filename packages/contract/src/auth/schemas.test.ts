import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS } from '../common/constants';
import { loginBodySchema, passwordSchema, signupPasswordSchema, updateProfileBodySchema } from './schemas';

const rule = 'Password must be at least 8 characters with 1 number and 1 special character';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up password rule (spec section 5)', () => {
  it('accepts each listed special character: ! @ # $ % ^ & * ( ) , . ? " : { } | < >', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].join(' ')).toBe('! @ # $ % ^ & * ( ) , . ? " : { } | < >');
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(signupPasswordSchema.safeParse(`abcdef1${special}`).success).toBe(true);
    }
  });

  it('refuses characters outside the list as the special character', () => {
    for (const other of ['~', '_', '-', '+', '=', '[', ']', '/', '\\', "'", ';', '`', ' ']) {
      expect(firstMessage(signupPasswordSchema.safeParse(`abcdef1${other}`))).toBe(rule);
    }
  });

  it('needs 8 characters and a digit', () => {
    expect(firstMessage(signupPasswordSchema.safeParse('abcd1#x'))).toBe(rule);
    expect(firstMessage(signupPasswordSchema.safeParse('abcdefg#'))).toBe(rule);
    expect(signupPasswordSchema.safeParse('abcdef1#').success).toBe(true);
  });

  it('never trims or shortens a password', () => {
    expect(signupPasswordSchema.parse('  abcd1# ')).toBe('  abcd1# ');
    expect(passwordSchema.parse(' spaced out ')).toBe(' spaced out ');
    const long = `a1#${'x'.repeat(1021)}`;
    expect(signupPasswordSchema.parse(long)).toBe(long);
    expect(firstMessage(signupPasswordSchema.safeParse(`${long}y`))).toBe(
      'Password must be at most 1024 characters',
    );
  });
});

describe('other rules', () => {
  it('reset and change passwords need 8 characters, nothing more', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('abcdefg'))).toBe('Password must be at least 8 characters');
  });

  it('login trims the name but not the password', () => {
    expect(loginBodySchema.parse({ username: ' Someone ', password: ' pw ' })).toEqual({
      username: 'Someone',
      password: ' pw ',
    });
  });

  it('profile updates drop fields that are not theirs', () => {
    const parsed = updateProfileBodySchema.parse({
      name: 'Jo Doe',
      username: 'jo',
      role: 'admin',
      credits: 5,
    });
    expect(parsed).toEqual({ name: 'Jo Doe', username: 'jo' });
  });
});
