import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { baseMessages } from '../i18n/mergeMessages';
import { ProgressLoader, SLOW_CONNECTION_MS, TOTAL_TIMEOUT_MS } from './ProgressLoader';

afterEach(() => vi.useRealTimers());

describe('progress loader', () => {
  it('shows a slow-connection warning after 25 s and a total-timeout warning after 120 s', () => {
    vi.useFakeTimers();
    render(
      <IntlProvider locale="en-US" messages={baseMessages('en-US')}>
        <ProgressLoader />
      </IntlProvider>,
    );
    expect(SLOW_CONNECTION_MS).toBe(25_000);
    expect(TOTAL_TIMEOUT_MS).toBe(120_000);
    act(() => vi.advanceTimersByTime(24_999));
    expect(screen.queryByText(/longer than usual/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/longer than usual/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(95_000));
    expect(screen.getByText(/did not finish in time/)).toBeTruthy();
    expect(screen.queryByText(/longer than usual/)).toBeNull();
  });
});
