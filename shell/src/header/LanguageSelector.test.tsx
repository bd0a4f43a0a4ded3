import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testInstance } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';

const location = () => screen.getByTestId('location').textContent;
const trilingual = testInstance({ languages: ['fi-FI', 'sv-FI', 'en-US'] });

describe('language selector', () => {
  it("lists the instance's languages in its order, each in its own name and marked with its lang", async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: trilingual, user: null });
    fireEvent.click(screen.getByRole('button', { name: 'FI, Kieli: Suomi' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Suomi', 'Svenska', 'English']);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['fi-FI', 'sv-FI', 'en-US']);
  });

  it('choosing Svenska rewrites the address and shows the page in Swedish with html lang sv-FI', async () => {
    await renderPortal('/demo1/fi-FI/404?x=1', { instance: trilingual, user: null });
    fireEvent.click(screen.getByRole('button', { name: 'FI, Kieli: Suomi' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Svenska' }));
    await waitFor(() => expect(location()).toBe('/demo1/sv-FI/404?x=1'));
    expect(await screen.findByRole('heading', { name: 'Sidan hittades inte' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv-FI');
    expect(screen.getByRole('button', { name: 'SV, Språk: Svenska' })).toBeTruthy();
  });

  it('an instance without Swedish does not list it', async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: testInstance(), user: null });
    fireEvent.click(screen.getByRole('button', { name: 'FI, Kieli: Suomi' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Suomi', 'English']);
  });

  it('an sv-FI address of an instance without Swedish turns to its default language', async () => {
    await renderPortal('/demo1/sv-FI/404', { instance: testInstance(), user: null });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/404'));
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fi-FI');
  });
});
