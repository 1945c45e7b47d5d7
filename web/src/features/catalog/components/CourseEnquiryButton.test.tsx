import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { CourseEnquiryButton } from './CourseEnquiryButton';

// These tests stop before anything reaches the server (validation fails first); submitting is
// covered by the browser tests against the real binary.

// The dialog is a lazy chunk; load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./CourseEnquiryDialog');
});

async function openDialog() {
  const user = userEvent.setup();
  renderWithRouter(<CourseEnquiryButton />);
  const button = screen.getByRole('button', { name: 'Course Enquiry' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Course Enquiry' });
  return { user, button, dialog };
}

describe('Course Enquiry', () => {
  it('opens a modal with every field of the course enquiry, the name field focused', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/^Mobile Number/)).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText(/^Course/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^City/)).toBeInTheDocument();
    const question = within(dialog).getByRole('group', { name: 'Have you appeared for UPSC Exam before?' });
    expect(question).toHaveTextContent('Have you appeared for UPSC Exam before?*');
    expect(within(question).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'No' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Enquiry' })).toBeInTheDocument();
  });

  it('names every missing field and stays open', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Mobile number is required.',
      'Course is required.',
      'City is required.',
      'Please answer yes or no.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('dialog', { name: 'Course Enquiry' })).toBeInTheDocument();
  });

  it('checks the e-mail and the 10-digit mobile number', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Email/), 'asha@');
    await user.type(within(dialog).getByLabelText(/^Mobile Number/), '98765');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await within(dialog).findByText('Invalid email format.')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile number must be 10 digits.')).toBeInTheDocument();
  });

  it('closes on Escape and on its close button, giving focus back to the floating button', async () => {
    const { user, button } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Course Enquiry' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
