import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../testing/renderModule';
import { PageFrame } from './PageFrame';

const page = { routes: [{ endpoint: 'online/invoices', titleKey: 'x', component: () => null }] };

describe('PageFrame', () => {
  it('has one h1 with the title, which names the page region', () => {
    renderModule(page, <PageFrame title="Invoices">content</PageFrame>);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Invoices']);
    expect(screen.getByRole('region', { name: 'Invoices' }).textContent).toContain('content');
  });

  it("the breadcrumb is a named navigation from Home (a link to the user's home) to the current page, marked aria-current", () => {
    const view = renderModule(page, <PageFrame title="Laskut" />, {
      language: 'fi-FI',
      url: '/demo1/fi-FI/online/invoices',
    });
    const nav = screen.getByRole('navigation', { name: 'Murupolku' });
    const home = within(nav).getByRole('link', { name: 'Etusivu' });
    // the portal's root: the catch-all sends each user to the first page of their own menu
    expect(home.getAttribute('href')).toBe('/demo1/fi-FI/');
    fireEvent.click(home);
    expect(view.location()).toBe('/demo1/fi-FI/');
    expect(within(nav).getByText('Laskut').closest('[aria-current="page"]')).toBeTruthy();
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('a step with an endpoint is a link inside the portal that navigates without reloading', () => {
    const view = renderModule(
      page,
      <PageFrame title="Invoice 123" breadcrumb={[{ label: 'Invoices', to: 'online/invoices' }]} />,
      { url: '/demo1/en-US/online/invoices/123' },
    );
    const link = screen.getByRole('link', { name: 'Invoices' });
    expect(link.getAttribute('href')).toBe('/demo1/en-US/online/invoices');
    fireEvent.click(link);
    expect(view.location()).toBe('/demo1/en-US/online/invoices');
  });

  it('shows the page actions beside the heading', () => {
    renderModule(page, <PageFrame title="Invoices" actions={<button type="button">Share</button>} />);
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
