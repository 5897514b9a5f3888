import { describe, expect, it } from 'vitest';
import { letterDateInWords, letterMessages, letterSchema, type LetterInput } from './letter';

const body = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Please pay.' }] }],
};
const letter: LetterInput = {
  sender: {
    name: ' Dana Tenant ',
    addressLines: ['12 Elm St NW', '', 'Washington, DC 20001'],
    email: '',
    phone: '',
  },
  recipient: { name: 'Acme Properties LLC', addressLines: ['1 Market Sq', 'Washington, DC 20004'] },
  date: '2026-11-27',
  subject: '  ',
  body: body as LetterInput['body'],
  signatureName: 'Dana Tenant',
};
const messagesOf = (value: unknown) =>
  letterSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('letter', () => {
  it('takes a form as it is sent: trims, drops blank address lines and empty optional fields, closes "Sincerely,"', () => {
    const parsed = letterSchema.parse(letter);
    expect(parsed.sender).toEqual({
      name: 'Dana Tenant',
      addressLines: ['12 Elm St NW', 'Washington, DC 20001'],
    });
    expect(parsed.subject).toBeUndefined();
    expect(parsed.salutation).toBeUndefined();
    expect(parsed.closing).toBe('Sincerely,');
  });

  it('keeps the optional fields when they are given', () => {
    const parsed = letterSchema.parse({
      ...letter,
      sender: { ...letter.sender, email: 'dana@example.com', phone: '+1 (202) 555-0100' },
      subject: 'Return of security deposit',
      salutation: 'Dear Acme Properties:',
      closing: 'Yours truly,',
    });
    expect(parsed).toMatchObject({
      sender: { email: 'dana@example.com', phone: '+1 (202) 555-0100' },
      subject: 'Return of security deposit',
      salutation: 'Dear Acme Properties:',
      closing: 'Yours truly,',
    });
  });

  it('refuses dates that are not on the calendar, with one clear message', () => {
    for (const date of ['2026-02-30', '2026-13-01', '27/11/2026', '2026-1-5', '1066-10-14', '']) {
      expect(messagesOf({ ...letter, date }), date).toEqual([letterMessages.dateInvalid]);
    }
    expect(letterSchema.safeParse({ ...letter, date: '2028-02-29' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    expect(messagesOf({ ...letter, recipient: { name: ' ', addressLines: [] } })).toEqual([
      'Enter the recipient’s name.',
    ]);
    expect(messagesOf({ ...letter, sender: { ...letter.sender, email: 'not-an-email' } })).toEqual([
      letterMessages.emailInvalid,
    ]);
    expect(messagesOf({ ...letter, sender: { ...letter.sender, phone: 'call me' } })).toEqual([
      letterMessages.phoneInvalid,
    ]);
    expect(messagesOf({ ...letter, sender: { ...letter.sender, addressLines: Array(7).fill('x') } })).toEqual(
      [letterMessages.addressTooLong('sender')],
    );
    expect(messagesOf({ ...letter, signatureName: '' })).toEqual([letterMessages.signatureRequired]);
  });

  it('refuses a body the rich-text schema refuses', () => {
    const hostile = { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] };
    expect(letterSchema.safeParse({ ...letter, body: hostile }).success).toBe(false);
  });

  it('writes the date in words, whatever the locale or time zone', () => {
    expect(letterDateInWords('2026-11-27')).toBe('November 27, 2026');
    expect(letterDateInWords('2027-01-01')).toBe('January 1, 2027');
  });
});
