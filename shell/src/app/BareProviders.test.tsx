import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BareIntl, PORTAL_TIME_ZONE } from './BareProviders';

function Noon() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatTime(Date.UTC(2026, 10, 26, 10, 0), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })}
    </p>
  );
}

describe('the portal time zone', () => {
  it('formats times on Helsinki time whatever the machine zone (10.00 UTC is 12.00 there in November)', () => {
    expect(PORTAL_TIME_ZONE).toBe('Europe/Helsinki');
    render(
      <BareIntl language="fi-FI">
        <Noon />
      </BareIntl>,
    );
    expect(screen.getByText('12.00')).toBeTruthy();
  });
});
