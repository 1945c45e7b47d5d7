import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { EnquiryPanel } from './EnquiryPanel';

// Validation only: nothing here reaches the server.
describe('"Speak to our admission team"', () => {
  it('asks for name, email and a mobile number before sending', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryPanel id="enquiry" subscriptionId={6} />);
    const panel = screen.getByRole('region', { name: 'Speak to our admission team' });
    expect(within(panel).getByLabelText(/^Mobile Number/)).toHaveAttribute('maxlength', '16');

    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Name is required.')).toBeInTheDocument();
    expect(within(panel).getByText('Email is required.')).toBeInTheDocument();
    expect(within(panel).getByText('Mobile number is required.')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^Mobile Number/), '12345');
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Mobile number must be 10 digits.')).toBeInTheDocument();
  });

  it("fills in a logged-in learner's own name, email and mobile", () => {
    saveSession('token-1', { name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210' });
    renderWithRouter(<EnquiryPanel subscriptionId={6} />);
    const panel = screen.getByRole('region', { name: 'Speak to our admission team' });
    expect(within(panel).getByLabelText(/^Name/)).toHaveValue('Asha Verma');
    expect(within(panel).getByLabelText(/^Email/)).toHaveValue('asha@example.in');
    expect(within(panel).getByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
  });
});
