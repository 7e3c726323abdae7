import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainTextField } from '../../web/src/ui/PlainTextField';
import { TextField } from '../../web/src/ui/TextField';

function Harness({ Field, error }: { Field: typeof TextField; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Field
        label="View name"
        name="viewName"
        value={value}
        onChange={setValue}
        description="Shown in the picker"
        error={error}
        isRequired
      />
      <output>{value}</output>
    </>
  );
}

/** What assistive technology reads of the field: its name, description, state, and the value typed. */
function readOut() {
  const input = screen.getByRole('textbox', { name: 'View name' });
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
  return {
    described,
    invalid: input.getAttribute('aria-invalid'),
    required: input.getAttribute('aria-required'),
    name: input.getAttribute('name'),
  };
}

describe('the plain text field (no react-aria, for first screens)', () => {
  it('reads out as the react-aria TextField does: label, required, description then error', () => {
    const plain = render(<Harness Field={PlainTextField} error="Name is required" />);
    const plainOut = readOut();
    plain.unmount();
    render(<Harness Field={TextField} error="Name is required" />);
    expect(plainOut).toEqual(readOut());
    expect(plainOut).toEqual({
      described: ['Shown in the picker', 'Name is required'],
      invalid: 'true',
      required: 'true',
      name: 'viewName',
    });
  });

  it('without an error it is valid and described by its description only', () => {
    render(<Harness Field={PlainTextField} />);
    expect(readOut()).toMatchObject({ described: ['Shown in the picker'], invalid: null });
  });

  it('hands what is typed to onChange, and is the input its label is for', () => {
    render(<Harness Field={PlainTextField} />);
    const input = screen.getByRole('textbox', { name: 'View name' });
    fireEvent.change(input, { target: { value: 'Hot leads' } });
    expect(screen.getByRole('status').textContent).toBe('Hot leads');
    expect(screen.getByText('View name').closest('label')!.htmlFor).toBe(input.id);
  });
});
