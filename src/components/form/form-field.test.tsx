import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CheckboxField,
  ErrorSummary,
  HoneypotField,
  PasswordField,
  SelectField,
  TextareaField,
  TextField,
} from '.';

describe('the form kit', () => {
  it('names a control by its label and reads its hint, count and error with it', () => {
    render(
      <TextareaField
        id="message"
        label="Your message"
        hint="A few sentences is perfect."
        count={{ length: 12, max: 2000 }}
        error="Please write a little more."
      />,
    );
    const control = screen.getByLabelText('Your message');
    expect(control).toHaveAttribute('id', 'message');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toBeRequired();
    expect(control).toHaveAccessibleDescription(
      'A few sentences is perfect. 12 of 2000 characters Please write a little more.',
    );
  });

  it('says "(optional)", does not mark the control required, and is valid without an error', () => {
    render(<TextField label="Company" optional />);
    const control = screen.getByLabelText(/^Company/);
    expect(control).not.toBeRequired();
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control.id).not.toBe('');
  });

  it('renders a select with the options it is given', () => {
    render(
      <SelectField id="topic" label="Topic" error="Please choose a topic.">
        <option value="">Choose a topic</option>
        <option value="press">Press</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAccessibleDescription('Please choose a topic.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a topic',
      'Press',
    ]);
  });

  it('shows and hides a password, with the label row aside', async () => {
    render(<PasswordField label="Password" aside={<a href="/reset">Forgot?</a>} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Show/ }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: /^Hide/ })).toBeInTheDocument();
  });

  it('ties a tick box to its label and error', () => {
    render(<CheckboxField id="ok" label="We agree" error="Please confirm." />);
    const box = screen.getByRole('checkbox', { name: 'We agree' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Please confirm.');
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(<HoneypotField label="Company (leave empty)" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('input')).toHaveAttribute('tabindex', '-1');
  });

  it('summarises how many fields need attention, and nothing when none', () => {
    const { rerender } = render(<ErrorSummary count={0} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorSummary count={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'One field needs your attention — it is marked below.',
    );
    rerender(<ErrorSummary count={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '3 fields need your attention — they are marked below.',
    );
  });
});
