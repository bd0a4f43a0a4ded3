import { describe, expect, it } from 'vitest';
import { addressLanguage, buildPath, parsePortalPath, rewriteLanguage } from './paths';

describe('routes /{instance}/{language}/{endpoint}', () => {
  it('parses the instance, language and endpoint', () => {
    expect(parsePortalPath('/demo1/fi-FI/online/notes/')).toEqual({
      instanceId: 'demo1',
      language: 'fi-FI',
      endpoint: 'online/notes',
    });
    expect(parsePortalPath('/')).toEqual({ instanceId: null, language: null, endpoint: '' });
  });
  it('builds a path from an endpoint', () => {
    expect(buildPath('demo1', 'en-US', 'online/notes')).toBe('/demo1/en-US/online/notes');
  });
  it('a language change rewrites the language segment and keeps the rest', () => {
    expect(
      rewriteLanguage(
        { pathname: '/demo1/fi-FI/online/notes', search: '?customerData=abc', hash: '#x' },
        'en-US',
      ),
    ).toBe('/demo1/en-US/online/notes?customerData=abc#x');
    expect(rewriteLanguage({ pathname: '/nivos/en-US/login' }, 'fi-FI')).toBe('/nivos/fi-FI/login');
  });
});

describe('addressLanguage', () => {
  it("is the address's language when the portal has it, else Finnish", () => {
    expect(addressLanguage('/demo1/sv-FI/login')).toBe('sv-FI');
    expect(addressLanguage('/demo1/de-DE/login')).toBe('fi-FI');
    expect(addressLanguage('/demo1')).toBe('fi-FI');
    expect(addressLanguage('/')).toBe('fi-FI');
  });
});
