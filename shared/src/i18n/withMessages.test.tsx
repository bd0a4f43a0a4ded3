import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { WithMessages, type PartMessages } from './WithMessages';

const part: PartMessages = {
  'fi-FI': { 'part.title': 'Osan otsikko', 'page.title': 'Osan oma' },
  'sv-FI': { 'part.title': 'Delens rubrik', 'page.title': 'Delens egen' },
  'en-US': { 'part.title': 'Part title', 'page.title': 'Part own' },
};

describe('WithMessages', () => {
  it("adds a part's texts in the page's language for its subtree; the page's texts win over the part's", () => {
    render(
      <IntlProvider locale="sv-FI" messages={{ 'page.title': 'Sidans rubrik' }}>
        <WithMessages messages={part}>
          <p>
            <FormattedMessage id="part.title" />
          </p>
          <p>
            <FormattedMessage id="page.title" />
          </p>
        </WithMessages>
      </IntlProvider>,
    );
    expect(screen.getByText('Delens rubrik')).toBeTruthy();
    expect(screen.getByText('Sidans rubrik')).toBeTruthy();
  });
});
