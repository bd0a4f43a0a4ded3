import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { renderInForm } from './renderInForm';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
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

  it('a switch field is a switch named by its label, on or off by the boolean value', () => {
    renderInForm(<SwitchField name="active" label="Active only" />, { initialValues: { active: true } });
    const toggle = screen.getByRole('switch', { name: 'Active only' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
  });
});
