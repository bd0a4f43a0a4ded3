import { describe, expect, it } from 'vitest';
import { catalogueProblems, messageArguments } from './catalogues';

describe('messageArguments', () => {
  it('reads simple, formatted and nested arguments', () => {
    expect(messageArguments('Hello')).toEqual([]);
    expect(messageArguments('{count} / {max} characters')).toEqual(['count', 'max']);
    expect(messageArguments('{value, number, ::currency/EUR} on {day, date, short}')).toEqual([
      'day',
      'value',
    ]);
    expect(
      messageArguments(
        '{bounds, select, both {From {min} to {max}.} min {From {min}.} other {Up to {max}.}}',
      ),
    ).toEqual(['bounds', 'max', 'min']);
    expect(messageArguments('{rows, plural, =0 {none} one {# row in {table}} other {# rows}}')).toEqual([
      'rows',
      'table',
    ]);
  });

  it('does not count quoted braces', () => {
    expect(messageArguments("Week '{0}'")).toEqual([]);
    expect(messageArguments("It''s {name}")).toEqual(['name']);
  });
});

describe('catalogueProblems', () => {
  const fi = { 'a.b': 'Rivejä {count}', 'a.c': 'Hei' };
  const en = { 'a.b': 'Rows {count}', 'a.c': 'Hi' };

  it('is empty for matching catalogues', () => {
    expect(
      catalogueProblems({ 'fi-FI': fi, 'sv-FI': { 'a.b': 'Rader {count}', 'a.c': 'Hej' }, 'en-US': en }),
    ).toEqual([]);
  });

  it('names a key a language lacks or leaves empty, and a missing language', () => {
    expect(
      catalogueProblems({ 'fi-FI': fi, 'sv-FI': { 'a.b': 'Rader {count}', 'a.c': '' }, 'en-US': en }),
    ).toEqual(['message a.c has no sv-FI text']);
    expect(catalogueProblems({ 'fi-FI': fi, 'en-US': en })).toEqual([
      'message a.b has no sv-FI text',
      'message a.c has no sv-FI text',
    ]);
    expect(
      catalogueProblems({
        'fi-FI': fi,
        'sv-FI': { 'a.b': 'Rader {count}', 'a.c': 'Hej', 'a.d': 'Extra' },
        'en-US': en,
      }),
    ).toEqual(['message a.d has no fi-FI text', 'message a.d has no en-US text']);
  });

  it('names a message whose arguments differ', () => {
    expect(
      catalogueProblems({ 'fi-FI': fi, 'sv-FI': { 'a.b': 'Rader {antal}', 'a.c': 'Hej' }, 'en-US': en }),
    ).toEqual(['sv-FI a.b has arguments {antal}, fi-FI {count}']);
  });
});
