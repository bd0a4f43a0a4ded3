import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './MarkdownContent';
import { renderContentPage } from './testing';

const render = (markdown: string) => renderContentPage(<MarkdownContent>{markdown}</MarkdownContent>);

describe('markdown rendering is safe', () => {
  it('a <script> in a page is not kept (raw HTML is dropped, not executed or shown as markup)', () => {
    (window as { pwned?: boolean }).pwned = false;
    const { container } = render(
      'Hello\n\n<script>window.pwned = true</script>\n\n<img src=x onerror="window.pwned = true">',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBe(false);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('a javascript: link keeps its text but loses its address', () => {
    const { container } = render('[click me](javascript:alert(1)) and [data](data:text/html,<b>x</b>)');
    for (const anchor of Array.from(container.querySelectorAll('a'))) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect(screen.getByText('click me')).toBeTruthy();
  });

  it('an inline event handler in HTML is not kept', () => {
    const { container } = render('<a href="https://a.example/" onclick="alert(1)">x</a>');
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});

describe('markdown rendering', () => {
  it('a link to another site opens in a new tab with rel noopener, and says so to screen readers', () => {
    render('See [our website](https://www.demo1.example/).');
    const link = screen.getByRole('link', { name: /^our website ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.demo1.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('mailto links and links on this site open in place', () => {
    render('[Mail us](mailto:asiakaspalvelu@demo1.example) or [read the FAQ](/demo1/en-US/online/faq)');
    expect(screen.getByRole('link', { name: 'Mail us' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'read the FAQ' }).getAttribute('target')).toBeNull();
  });

  it('headings start at level 2 (the page has its own h1); lists and emphasis render', () => {
    const { container } = render('# Top\n\n## Heating\n\n- **one**\n- *two*');
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Heating' })).toBeTruthy();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('one');
  });
});
