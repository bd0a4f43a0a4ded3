// Test helper (not exported): renders fields inside a final-form with intl and Fluent providers.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '../i18n/sharedMessages';

export const renderInForm = (
  children: ReactNode,
  options: {
    initialValues?: Record<string, unknown>;
    validate?: (values: Record<string, unknown>) => object;
  } = {},
) =>
  render(
    <IntlProvider locale="en-US" messages={sharedMessages['en-US']} timeZone="Europe/Helsinki">
      <FluentProvider theme={webLightTheme}>
        <Form onSubmit={() => undefined} initialValues={options.initialValues} validate={options.validate}>
          {({ handleSubmit }) => <form onSubmit={handleSubmit}>{children}</form>}
        </Form>
      </FluentProvider>
    </IntlProvider>,
  );
