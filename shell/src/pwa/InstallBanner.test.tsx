import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { shellMessages } from '../i18n/shellMessages';
import { InstallBanner } from './InstallBanner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const renderBanner = (language: 'fi-FI' | 'en-US' = 'fi-FI') =>
  render(
    <IntlProvider locale={language} messages={shellMessages[language]}>
      <FluentProvider theme={webLightTheme}>
        <InstallBanner instanceId="leppakoski" />
      </FluentProvider>
    </IntlProvider>,
  );

const asBrowser = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

function offerPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  window.localStorage.clear();
  // the saved prompt is module state: an installed app forgets it
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('install banner', () => {
  it('Android: appears when the browser offers the prompt; the button shows it', async () => {
    asBrowser(ANDROID);
    renderBanner('en-US');
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    const event = offerPrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // the prompt is used once: the banner goes
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('iPhone Safari: the share-then-add instructions in Finnish, no install button', () => {
    asBrowser(IPHONE);
    renderBanner('fi-FI');
    const region = screen.getByRole('region', { name: 'Asenna sovellus' });
    expect(region.textContent).toContain('napauta Jaa-painiketta ja valitse sitten Lisää Koti-valikkoon');
    expect(screen.queryByRole('button', { name: 'Asenna' })).toBeNull();
  });

  it('the close button hides it, and it stays closed on the next page load', () => {
    asBrowser(IPHONE);
    const first = renderBanner('fi-FI');
    fireEvent.click(screen.getByRole('button', { name: 'Sulje asennusilmoitus' }));
    expect(screen.queryByRole('region', { name: 'Asenna sovellus' })).toBeNull();
    first.unmount();
    renderBanner('fi-FI');
    expect(screen.queryByRole('region', { name: 'Asenna sovellus' })).toBeNull();
  });

  it('a desktop browser sees nothing', () => {
    asBrowser(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
    );
    renderBanner();
    offerPrompt();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
