import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CodeInput } from './code-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput value={value} onChange={setValue} label="Security code" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeInput', () => {
  it('names each box for a screen reader and starts empty', async () => {
    await renderWithProviders(<Harness />);
    expect(await screen.findByRole('group', { name: 'Security code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box as digits are typed, and ignores letters', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
  });

  it('types a new code over the last one, moving on even where a digit is typed over the same digit', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('184445');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('184444');
    expect(screen.getByTestId('value')).toHaveTextContent(/^184444$/);
  });

  it('goes back and clears the previous box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('123{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
  });

  it('spreads a pasted code over the boxes, keeping only its digits', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('48 15-16 23');
    expect(screen.getByTestId('value')).toHaveTextContent('481516');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['4', '8', '1', '5', '1', '6']);
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveFocus();
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByLabelText('Digit 3 of 6'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByLabelText('Digit 4 of 6')).toHaveFocus();
  });
});
