import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { displayOptionalsQueryOptions } from '@/lib/choices/get-display-optionals';
import { createTestQueryClient, renderWithRouter } from '@/test/render';

beforeAll(async () => {
  await import('./AuthDialog');
});

function Opener() {
  const { onOpenAuth } = useAuth();
  return (
    <button type="button" onClick={() => onOpenAuth('signup')}>
      Open
    </button>
  );
}

async function openInHindi() {
  await i18n.changeLanguage('hi');
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(displayOptionalsQueryOptions().queryKey, [
    { id: 1, name: 'Sociology', slug: 'sociology' },
    { id: 18, name: 'Maithili Literature', slug: 'maithili-literature' },
  ]);
  renderWithRouter(<Opener />, { queryClient });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aspirant में आपका स्वागत है' });
  return { user, dialog };
}

describe('auth dialog in Hindi', () => {
  it('names its tabs and fields in Hindi and says each rule a field breaks as one Hindi sentence', async () => {
    const { user, dialog } = await openInHindi();
    expect(within(dialog).getByRole('tab', { name: 'साइन अप' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText(/^अन्य मोबाइल नंबर/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पासवर्ड की पुष्टि दिखाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'अभी नहीं चुना' })).toBeInTheDocument();
    // The product's subjects are named in Hindi and saved by their English name; one staff added
    // later reads as they named it.
    expect(within(dialog).getByRole('option', { name: 'समाजशास्त्र' })).toHaveValue('Sociology');
    expect(within(dialog).getByRole('option', { name: 'Maithili Literature' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^मोबाइल नंबर/), '12345');
    await user.type(within(dialog).getByLabelText(/^अन्य मोबाइल नंबर/), '5876543210');
    await user.type(within(dialog).getByLabelText(/^ई-मेल/), 'asha@');
    await user.click(within(dialog).getByRole('button', { name: 'साइन अप' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया ऊपर दी गई त्रुटियाँ ठीक करें।');
    expect(within(dialog).getByLabelText(/^नाम/)).toHaveAccessibleDescription('नाम आवश्यक है।');
    expect(within(dialog).getByLabelText(/^ई-मेल/)).toHaveAccessibleDescription('ई-मेल का प्रारूप अमान्य है।');
    expect(within(dialog).getByLabelText(/^मोबाइल नंबर/)).toHaveAccessibleDescription(
      'मोबाइल नंबर 10 अंकों का होना चाहिए।',
    );
    expect(within(dialog).getByLabelText(/^अन्य मोबाइल नंबर/)).toHaveAccessibleDescription(
      'अन्य मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए।',
    );
  });

  it('re-words login’s messages when the language changes while it is open', async () => {
    const { user, dialog } = await openInHindi();
    await user.click(within(dialog).getByRole('tab', { name: 'लॉग इन' }));
    await user.click(within(dialog).getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(within(dialog).getByLabelText(/^ई-मेल/)).toHaveAccessibleDescription('कृपया पहले अपना ई-मेल पता दर्ज करें');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Welcome to Aspirant' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required.');
  });
});
