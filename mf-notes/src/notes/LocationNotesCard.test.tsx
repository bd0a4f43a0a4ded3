import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModule } from '@portal/shared/testing';
import notesModule from '../module';
import { LocationNotesCard, type LocationNotesCardProps } from './LocationNotesCard';
import { makeLocation, makeNote } from './state/fixtures';

const location = makeLocation({
  name: 'Kotikatu 1',
  locationCode: '1234567',
  notes: [
    makeNote({ id: 2, note: 'Newer note', variant: 'success' }),
    makeNote({ id: 1, note: 'Older note', variant: 'error' }),
  ],
});

const renderCard = (props: Partial<LocationNotesCardProps> = {}) => {
  const handlers = { onToggle: vi.fn(), onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  renderModule(
    notesModule,
    <LocationNotesCard
      location={location}
      expanded={false}
      adding={false}
      savingId={null}
      deletingId={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('LocationNotesCard', () => {
  it('the card shows the location name as a heading and its location code', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Kotikatu 1' })).toBeTruthy();
    expect(screen.getByText('Location code 1234567')).toBeTruthy();
  });

  it('collapsed, the list is hidden and the toggle says aria-expanded=false', () => {
    const { onToggle } = renderCard();
    const toggle = screen.getByRole('button', { name: /Show notes of Kotikatu 1$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Newer note')).toBeNull();
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(100);
  });

  it('expanded, the notes are listed with their variant as text, not colour alone', () => {
    renderCard({ expanded: true });
    const toggle = screen.getByRole('button', { name: /Hide notes of Kotikatu 1$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Notes of Kotikatu 1' });
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer note'),
      expect.stringContaining('Older note'),
    ]);
    expect(items[0]!.textContent).toContain('Done');
    expect(items[1]!.textContent).toContain('Not to be implemented');
  });

  it("the add button is labelled with the location's name", () => {
    const { onAdd } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add note to Kotikatu 1' }));
    expect(onAdd).toHaveBeenCalledWith(location);
  });
});
