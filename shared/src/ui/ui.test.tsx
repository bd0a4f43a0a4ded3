import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { sharedMessages } from '../i18n/sharedMessages';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from './ErrorAlert';
import { PressedButton } from './PressedButton';

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

describe('PressedButton', () => {
  it('is a toggle button: aria-pressed follows the choice, and a click reaches its handler', () => {
    const onClick = vi.fn();
    const { rerender } = wrap(
      <PressedButton pressed={false} onClick={onClick}>
        kWh
      </PressedButton>,
    );
    const button = screen.getByRole('button', { name: 'kWh' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <IntlProvider locale="fi-FI" messages={sharedMessages['fi-FI']}>
        <FluentProvider theme={webLightTheme}>
          <PressedButton pressed onClick={onClick}>
            kWh
          </PressedButton>
        </FluentProvider>
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'kWh' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pressed, a subtle one takes other colours and any other appearance is filled', () => {
    const classes = (node: ReactNode) => {
      const { container, unmount } = wrap(node);
      const names = container.querySelector('button')?.className ?? '';
      unmount();
      return names;
    };
    const subtle = classes(<PressedButton pressed={false} appearance="subtle" />);
    expect(classes(<PressedButton pressed appearance="subtle" />)).not.toBe(subtle);
    expect(classes(<PressedButton pressed />)).toBe(
      classes(<PressedButton pressed={false} appearance="primary" />),
    );
  });
});
