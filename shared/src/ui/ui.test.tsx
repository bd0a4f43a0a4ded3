import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { sharedMessages } from '../i18n/sharedMessages';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from './ErrorAlert';

const wrap = (node: ReactNode) =>
  render(
    <IntlProvider locale="fi-FI" messages={sharedMessages['fi-FI']}>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </IntlProvider>,
  );

describe('ErrorAlert', () => {
  it('shows the translated catalogue message of an ApiError', () => {
    wrap(<ErrorAlert error={new ApiError({ httpStatusCode: 401, errorCode: 'expired_customer_data' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Linkki on vanhentunut');
  });

  it('shows the general error for anything that is not an ApiError, and offers retry', () => {
    const onRetry = vi.fn();
    wrap(<ErrorAlert error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Jokin meni vikaan');
    fireEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders nothing without an error', () => {
    wrap(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('asks with its title and calls confirm or cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    wrap(
      <ConfirmDialog
        open
        title="Poistetaanko muistiinpano?"
        confirmLabel="Poista"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Tätä ei voi perua.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Poistetaanko muistiinpano?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Poista' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
