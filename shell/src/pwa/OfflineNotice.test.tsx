import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { shellMessages } from '../i18n/shellMessages';
import { OfflineNotice } from './OfflineNotice';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('offline notice', () => {
  it('says so in the live region when the device goes offline, and goes when it is back', () => {
    render(
      <IntlProvider locale="fi-FI" messages={shellMessages['fi-FI']}>
        <OfflineNotice />
      </IntlProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    setOnline(false);
    expect(region.textContent).toContain('Ei verkkoyhteyttä');
    expect(region.textContent).toContain('Tietosi näkyvät taas, kun yhteys palaa.');
    setOnline(true);
    expect(region.textContent).toBe('');
  });
});
