import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseMessages } from '../i18n/mergeMessages';
import { lazyPage } from './lazyPage';

const Page = () => <h1>The page</h1>;

const renderIn = (Component: ReturnType<typeof lazyPage>) =>
  render(
    <IntlProvider locale="en-US" messages={baseMessages('en-US')}>
      <Component />
    </IntlProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('a page loaded when shown', () => {
  it('shows the loader, then the page', async () => {
    let resolve: (page: typeof Page) => void = () => {};
    const Lazy = lazyPage(() => new Promise((done) => (resolve = done)), 'Page');
    renderIn(Lazy);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    await act(async () => resolve(Page));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('a failed load shows the localized error card; Try again loads it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    renderIn(lazyPage(load, 'Page'));
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
