import { describe, expect, it } from 'vitest';
import { externalLoginHref } from './externalLogin';

describe('externalLoginHref', () => {
  it("a provider's button starts the auth service's OpenID login for the instance, button and language", () => {
    expect(externalLoginHref('jylhaos', { id: 'bank', provider: 'demo-bank' }, 'fi-FI')).toBe(
      '/auth/openid/start?instance=jylhaos&button=bank&language=fi-FI',
    );
    expect(
      externalLoginHref('nivos', { id: 'bank', provider: 'demo-bank' }, 'sv-FI', 'forgot-username'),
    ).toBe('/auth/openid/start?instance=nivos&button=bank&language=sv-FI&purpose=forgot-username');
  });

  it('a link-only button opens its url', () => {
    expect(externalLoginHref('demo1', { id: 'x', url: 'https://idp.example/a' }, 'en-US')).toBe(
      'https://idp.example/a',
    );
  });
});
