import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../card-entry/sandbox-tokenizer';
import { SandboxCardFields } from './sandbox-card-fields';

function Fields() {
  const [card, setCard] = useState<CardInput>({ number: '', expiryMonth: '', expiryYear: '', cvc: '' });
  return <SandboxCardFields idPrefix="t" value={card} onChange={setCard} errors={{}} />;
}

describe('the card expiry year (two characters)', () => {
  it('takes a year typed in full, 2030, as 30', async () => {
    render(<Fields />);
    const year = screen.getByLabelText('Year');
    await userEvent.type(year, '2030');
    expect(year).toHaveValue('30');
  });

  it('takes a pasted 2030 as 30', async () => {
    render(<Fields />);
    const year = screen.getByLabelText('Year');
    await userEvent.click(year);
    await userEvent.paste('2030');
    expect(year).toHaveValue('30');
  });

  it('takes a whole 2029 set at once (autofill, a phone keyboard) as 29', () => {
    render(<Fields />);
    const year = screen.getByLabelText('Year');
    fireEvent.change(year, { target: { value: '2029' } });
    expect(year).toHaveValue('29');
  });

  it('keeps two digits typed as two digits, and says the field wants YY', async () => {
    render(<Fields />);
    const year = screen.getByLabelText('Year');
    await userEvent.type(year, '34');
    expect(year).toHaveValue('34');
    expect(year).toHaveAttribute('maxlength', '2');
    expect(year).toHaveAccessibleDescription('YY: 30 for 2030');
  });
});
