import { describe, expect, it } from 'vitest';
import { characterCount, contactIssues, contactRequestOf, type ContactValues } from './contactRules';

const SUBJECTS = ['invoicing', 'moving'];
const valid: ContactValues = {
  subject: 'invoicing',
  email: 'maija@example.fi',
  phone: '',
  message: 'Laskuni eräpäivä',
};
const rulesOf = (change: ContactValues) => contactIssues({ ...valid, ...change }, SUBJECTS);

describe('contact form rules', () => {
  it('valid values break no rule', () => {
    expect(contactIssues(valid, SUBJECTS)).toEqual([]);
  });

  describe('the message is 10-5000 characters after trimming', () => {
    it.each([
      ['9 characters', 'x'.repeat(9), [{ field: '/message', rule: 'min_length' }]],
      ['10 characters', 'x'.repeat(10), []],
      ['5000 characters', 'x'.repeat(5000), []],
      ['5001 characters', 'x'.repeat(5001), [{ field: '/message', rule: 'max_length' }]],
      ['empty', '', [{ field: '/message', rule: 'required' }]],
      ['white space only', '   \n\t ', [{ field: '/message', rule: 'required' }]],
      ['9 characters inside spaces', `   ${'x'.repeat(9)}   `, [{ field: '/message', rule: 'min_length' }]],
    ])('%s', (_name, message, expected) => {
      expect(rulesOf({ message })).toEqual(expected);
    });

    it('counts characters, not UTF-16 units (ten emoji are ten characters)', () => {
      const tenEmoji = '⚡️'.replace('\uFE0F', '').repeat(5) + '🔌'.repeat(5);
      expect(characterCount(tenEmoji)).toBe(10);
      expect(rulesOf({ message: tenEmoji })).toEqual([]);
      expect(rulesOf({ message: '🔌'.repeat(5000) })).toEqual([]);
      expect(rulesOf({ message: '🔌'.repeat(5001) })).toEqual([{ field: '/message', rule: 'max_length' }]);
    });
  });

  describe('a valid email or phone, at least one of them', () => {
    it('neither email nor phone', () => {
      expect(rulesOf({ email: ' ', phone: '' })).toEqual([
        { field: '/email', rule: 'email_or_phone_required' },
      ]);
    });
    it('a phone alone is enough', () => {
      expect(rulesOf({ email: '', phone: '0501234567' })).toEqual([]);
    });
    it.each([
      '0501234567',
      '+358501234567',
      '050 123 4567',
      '050-1234567',
      '04012345',
      '+358401234567',
      '+358123456789',
    ])('the phone %s is valid (+358 or 0 followed by 7-9 digits)', (phone) => {
      expect(rulesOf({ email: '', phone })).toEqual([]);
    });
    it.each([
      '05012345678',
      '050123456789',
      '0401234',
      '+35812345678901',
      '+3580',
      '358501234567',
      '+46701234567',
      '050123456a',
    ])('the phone %s is refused', (phone) => {
      expect(rulesOf({ email: '', phone })).toEqual([{ field: '/phone', rule: 'phone' }]);
    });
    it.each([
      'maija',
      'maija@',
      'maija@example',
      'mai ja@example.fi',
      '@example.fi',
      'maija..m@example.fi',
      '.maija@example.fi',
      'maija.@example.fi',
      'maija@example..fi',
      'maija@.example.fi',
      'maija@example.fi.',
    ])('the email %s is refused', (email) => {
      expect(rulesOf({ email })).toEqual([{ field: '/email', rule: 'email' }]);
    });
    it.each([
      'maija@example.fi',
      'maija.m-k+portal@sub.example.co.uk',
      "o'brien@example.com",
      'mäki@example.fi',
    ])('the email %s is taken', (email) => {
      expect(rulesOf({ email })).toEqual([]);
    });
    it('an invalid email is refused even when a valid phone is given', () => {
      expect(rulesOf({ email: 'maija@', phone: '0501234567' })).toEqual([{ field: '/email', rule: 'email' }]);
    });
    it('an email of 151 characters is too long', () => {
      const email = `${'a'.repeat(140)}@example.fi`;
      expect(email).toHaveLength(151);
      expect(rulesOf({ email })).toEqual([{ field: '/email', rule: 'max_length' }]);
    });
  });

  describe('the subject is one of the instance subjects', () => {
    it('missing', () => {
      expect(rulesOf({ subject: '' })).toEqual([{ field: '/subject', rule: 'required' }]);
    });
    it("another instance's subject", () => {
      expect(rulesOf({ subject: 'membership' })).toEqual([{ field: '/subject', rule: 'unknown_subject' }]);
    });
  });

  it('the request carries trimmed values, the phone without spaces, and leaves out empty contact fields', () => {
    expect(
      contactRequestOf(
        { subject: ' moving ', email: '  ', phone: '050 123-4567', message: '  Muutan ensi kuussa.  ' },
        'fi-FI',
      ),
    ).toEqual({ subject: 'moving', phone: '0501234567', message: 'Muutan ensi kuussa.', language: 'fi-FI' });
  });
});
