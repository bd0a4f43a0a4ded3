import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comparisonMessages } from '../../i18n/partMessages';
import { renderModule } from '@portal/shared/testing';
import reportsModule from '../../module';
import { ComparisonTableButton } from './ComparisonTableButton';
import { USAGE_GROUPS } from './usageGroups';

const open = (name: string, title: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: title });
};

describe('comparison table', () => {
  it('has 14 reference usage groups, each named in both languages, with a fuse and a kWh range', () => {
    expect(USAGE_GROUPS).toHaveLength(14);
    expect(new Set(USAGE_GROUPS.map((g) => g.id)).size).toBe(14);
    for (const group of USAGE_GROUPS) {
      expect(comparisonMessages['fi-FI'][`reports.comparison.group.${group.id}`]).toBeTruthy();
      expect(comparisonMessages['en-US'][`reports.comparison.group.${group.id}`]).toBeTruthy();
      expect([1, 3]).toContain(group.fuse.phases);
      expect(group.fuse.amperes).toBeGreaterThanOrEqual(25);
      expect(group.kWhPerYear.min).toBeLessThan(group.kWhPerYear.max);
    }
  });

  it('the button opens a dialog with the table in English (the table is fetched on first use)', async () => {
    renderModule(reportsModule, <ComparisonTableButton />);
    const dialog = open('Comparison table', 'Main fuse size and average electricity use');
    const table = await within(dialog).findByRole('table', {
      name: 'Main fuse size and average electricity use',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Usage group', 'Typical main fuse', 'Average use (kWh/year)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(rows[0]!.textContent).toBe('Apartment in a block of flats1 × 25 A1,500–2,500');
    expect(within(dialog).getByText(/indicative/)).toBeTruthy();
  });

  it('in Finnish, with Finnish number grouping', async () => {
    renderModule(reportsModule, <ComparisonTableButton />, { language: 'fi-FI' });
    const dialog = open('Vertailutaulukko', 'Pääsulakkeen koko ja keskimääräinen sähkönkulutus');
    await within(dialog).findByRole('table');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(rows[5]!.textContent).toBe('Omakotitalo, varaava sähkölämmitys3 × 35 A18\u00a0000–25\u00a0000');
    expect(within(dialog).getByText(/suuntaa-antavia/)).toBeTruthy();
  });

  it('closes with its close button', async () => {
    renderModule(reportsModule, <ComparisonTableButton />);
    const dialog = open('Comparison table', 'Main fuse size and average electricity use');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
