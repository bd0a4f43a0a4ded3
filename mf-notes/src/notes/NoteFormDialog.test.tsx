import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModule } from '@portal/shared/testing';
import notesModule from '../module';
import { NoteFormDialog, type NoteFormDialogProps } from './NoteFormDialog';
import { makeLocation, makeNote } from './state/fixtures';

const location = makeLocation({ name: 'Kotikatu 1' });

const renderDialog = (props: Partial<NoteFormDialogProps> = {}) => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = renderModule(
    notesModule,
    <NoteFormDialog
      open
      location={location}
      note={null}
      pending={false}
      error={null}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onSubmit, onClose };
};

describe('NoteFormDialog', () => {
  it('is titled for its location and labels every field', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add note to Kotikatu 1' })).toBeTruthy();
    for (const label of [/^Note/, /^Status/, 'Written by', 'Start', 'End', 'Due date']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('the form shows the required message after the note is touched, not before', () => {
    renderDialog();
    const note = screen.getByLabelText(/^Note/);
    expect(screen.queryByText('Write the note.')).toBeNull();
    fireEvent.blur(note);
    expect(screen.getByText('Write the note.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });

  it('a note over 1000 characters shows the limit and is not sent', () => {
    const { onSubmit } = renderDialog();
    const note = screen.getByLabelText(/^Note/);
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001 / 1000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The note can be at most 1000 characters long.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an end date before the start date shows end_date_error', () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Plan' } });
    const type = (label: string, text: string) => {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };
    type('Start', '3/2/2026');
    type('End', '3/1/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The end date must be later than the start date.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('dates are written in the page language and times in 24-hour form, on Helsinki time', async () => {
    // 14.30 in Helsinki (UTC+2 in March), whatever zone the machine running the test is in
    const start = '2026-03-02T12:30:00.000Z';
    const note = makeNote({ startDate: start });
    renderModule(
      notesModule,
      <NoteFormDialog
        open
        location={location}
        note={note}
        pending={false}
        error={null}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
      { language: 'fi-FI' },
    );
    expect((screen.getByLabelText('Alkaa') as HTMLInputElement).value).toBe('2.3.2026');
    // the time picker is a chunk of its own, fetched when the field is first shown (slow on a busy machine)
    const time = (await screen.findByRole(
      'combobox',
      { name: 'Alkaa, kellonaika' },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(time.value).toBe('14.30');
  });

  it('valid values are submitted', () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Replace the heat pump' } });
    fireEvent.change(screen.getByLabelText(/^Status/), { target: { value: 'warning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ note: 'Replace the heat pump', variant: 'warning' });
  });

  it('a server refusal keeps the typed text and shows the localized error', () => {
    const props = { location, note: null, onSubmit: vi.fn(), onClose: vi.fn() };
    const view = renderModule(notesModule, <NoteFormDialog open pending={false} error={null} {...props} />);
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Typed by the user' } });
    view.rerender(<NoteFormDialog open pending error={null} {...props} />);
    view.rerender(
      <NoteFormDialog
        open
        pending={false}
        error={{ httpStatusCode: 400, errorCode: 'validations_fail', translate: true }}
        {...props}
      />,
    );
    expect((screen.getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Typed by the user');
    expect(screen.getByRole('alert').textContent).toContain('Adding the note failed');
    expect(screen.getByRole('alert').textContent).toContain('Some of the values are not valid');
  });

  it('editing starts from the note', () => {
    renderDialog({ note: makeNote({ note: 'Existing', variant: 'info', createdBy: 'Maija' }) });
    expect(screen.getByRole('dialog', { name: 'Edit note of Kotikatu 1' })).toBeTruthy();
    expect((screen.getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Existing');
    expect((screen.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('info');
    expect((screen.getByLabelText('Written by') as HTMLInputElement).value).toBe('Maija');
  });
});
