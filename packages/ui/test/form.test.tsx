import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Alert, SelectField, SubmitButton, TextField } from '../src/index.ts';

const OPTIONS = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
];

function Choice({ required, onValue }: { required?: boolean; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Budget"
      name="budget"
      required={required}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue?.(event.target.value);
      }}
      placeholder="Choose a budget"
      options={OPTIONS}
    />
  );
}

describe('form fields (native controls)', () => {
  it('TextField: the label names the input, the star is hidden from the name, extra props reach the input', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Email"
        required
        name="email"
        type="email"
        dir="ltr"
        value=""
        onChange={onChange}
        placeholder="me@example.com"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('placeholder')).toBe('me@example.com');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.className).not.toContain('ui-input-error');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('TextField: an error is shown as an alert, marks the control invalid and describes it', () => {
    render(
      <TextField
        label="Experience"
        multiline
        rows={6}
        name="experience"
        value=""
        onChange={() => {}}
        error="This field is required"
        errorTestId="err-experience"
        hint="Years and main work"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Experience' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('6');
    expect(area.getAttribute('aria-required')).toBeNull();
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.className).toContain('ui-input-error');
    const error = screen.getByTestId('err-experience');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('This field is required');
    const described = (area.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Years and main work', 'This field is required']);
  });

  it('SelectField: an optional select can be cleared back to its placeholder', () => {
    const onValue = vi.fn();
    render(<Choice onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Budget' }) as HTMLSelectElement;
    expect(select.getAttribute('name')).toBe('budget');
    expect(select.selectedOptions[0].textContent).toBe('Choose a budget');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a budget', 'Option A', 'Option B']);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onValue).toHaveBeenLastCalledWith('b');
    expect(select.selectedOptions[0].textContent).toBe('Option B');
    const placeholder = within(select).getByRole('option', { name: 'Choose a budget' }) as HTMLOptionElement;
    expect(placeholder.disabled).toBe(false);
    fireEvent.change(select, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('SelectField: a required select shows its placeholder until chosen but cannot be set back to it', () => {
    render(<Choice required />);
    const select = screen.getByRole('combobox', { name: 'Budget' }) as HTMLSelectElement;
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.selectedOptions[0].textContent).toBe('Choose a budget');
    expect((within(select).getByRole('option', { name: 'Choose a budget' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('Alert shows its title and description as an alert', () => {
    render(<Alert type="info" title="Account created" description="Check your email" />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('ui-alert-info');
    expect(alert.textContent).toContain('Account created');
    expect(alert.textContent).toContain('Check your email');
  });

  it('Alert can be a status instead (a success message is announced politely)', () => {
    render(<Alert type="success" role="status" title="Sent" data-testid="outcome" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').getAttribute('data-testid')).toBe('outcome');
  });

  it('SubmitButton submits its form, then while busy reads the busy label and cannot be pressed', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy={false} busyLabel="Sending..." data-testid="send">
          Send
        </SubmitButton>
      </form>,
    );
    const button = screen.getByTestId('send') as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('Send');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton busy busyLabel="Sending..." data-testid="send">
          Send
        </SubmitButton>
      </form>,
    );
    expect(button.textContent).toBe('Sending...');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
