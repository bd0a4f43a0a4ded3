import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { DateTimeField } from './DateTimeField';
import { renderInForm } from './renderInForm';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';
import { validateWithYup } from './validateWithYup';

const validate = validateWithYup(object({ name: string().required(), text: string().max(10) }));

describe('form fields', () => {
  it('a text field has its label and shows the required-field message only after it is touched', () => {
    renderInForm(<TextField name="name" label="Name" required />, { validate });
    const input = screen.getByLabelText(/Name/);
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.focus(input);
    fireEvent.blur(input);
    const message = screen.getByText('This field is required.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(message.closest('[id]')?.id);
  });

  it('a textarea shows a character counter and the max-length message with the number', () => {
    renderInForm(<TextareaField name="text" label="Text" maxLength={10} />, { validate });
    const textarea = screen.getByLabelText('Text');
    expect(screen.getByText('0 / 10 characters')).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'more than ten' } });
    expect(screen.getByText('13 / 10 characters')).toBeTruthy();
    fireEvent.blur(textarea);
    expect(screen.getByText('Enter at most 10 characters.')).toBeTruthy();
    expect((textarea as HTMLTextAreaElement).value).toBe('more than ten');
  });

  it('a select field lists its options under its label', () => {
    renderInForm(
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
      />,
      { initialValues: { kind: 'b' } },
    );
    const select = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect(select.value).toBe('b');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(select.value).toBe('a');
  });

  it('a date-time field is clearable and shows the value in 24-hour time', () => {
    renderInForm(<DateTimeField name="start" label="Start" />, {
      initialValues: { start: '2026-03-01T13:45:00.000Z' },
    });
    const input = screen.getByLabelText('Start') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toMatch(/^2026-03-01T\d{2}:45$/);
    const local = new Date('2026-03-01T13:45:00.000Z');
    const hh = String(local.getHours()).padStart(2, '0');
    expect(screen.getByText(new RegExp(`${hh}:45`))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Start' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Start' })).toBeNull();
  });
});
