import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { EnquiryPanel } from './EnquiryPanel';

// Validation only: nothing here reaches the server.
describe('"Speak to our admission team"', () => {
  it('asks for name, email and a 10-digit mobile before sending', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryPanel id="enquiry" subscriptionId={6} />);
    const panel = screen.getByRole('region', { name: 'Speak to our admission team' });
    expect(within(panel).getByLabelText(/^Mobile Number/)).toHaveAttribute('maxlength', '10');

    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Name is required.')).toBeInTheDocument();
    expect(within(panel).getByText('Email is required.')).toBeInTheDocument();
    expect(within(panel).getByText('Mobile number is required.')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^Mobile Number/), '12345');
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Mobile number must be 10 digits.')).toBeInTheDocument();
  });
});
