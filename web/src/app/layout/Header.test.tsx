import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPENING_SECTIONS, sectionsQueryOptions } from '@/config/section-categories';
import { LOGOUT_CONFIRMATION } from '@/features/auth';
import { setLanguage } from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { saveSession } from '@/lib/session';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { Header } from './Header';

/** Shows which auth dialog tab the header asked for. */
function AuthDialogProbe() {
  const { authDialog } = useAuth();
  return <output aria-label="auth dialog">{authDialog ?? 'closed'}</output>;
}

function renderHeader(path = '/', queryClient = createTestQueryClient()) {
  return renderWithRouter(
    <>
      <Header />
      <AuthDialogProbe />
    </>,
    { path, queryClient },
  );
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });

describe('Header', () => {
  it('shows the logo link home and the six section links in their underscore form', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Aspirant home' })).toHaveAttribute('href', '/');
    const links = within(desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Notes', '/notes'],
      ['Prelims Tests', '/prelims_tests'],
      ['Mains Tests', '/mains_tests'],
      ['Video Courses', '/video_courses'],
      ['Optionals', '/optionals'],
      ['PCS', '/pcs'],
    ]);
  });

  it('shows the sections the server answers, in its order, a new one under its own address', () => {
    const queryClient = createTestQueryClient();
    const [notes, prelims] = OPENING_SECTIONS;
    if (!notes || !prelims) throw new Error('expected the opening sections');
    queryClient.setQueryData(sectionsQueryOptions().queryKey, [
      prelims,
      notes,
      { ...prelims, id: 7, slug: 'csat', name: 'CSAT', title: 'CSAT', position: 7 },
    ]);
    renderHeader('/csat', queryClient);
    const links = within(desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Prelims Tests', '/prelims_tests'],
      ['Notes', '/notes'],
      ['CSAT', '/csat'],
    ]);
    expect(within(desktopNav()).getByRole('link', { name: 'CSAT', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('starts from the last sections this browser saw while the server is asked again', () => {
    const [notes] = OPENING_SECTIONS;
    if (!notes) throw new Error('expected the opening sections');
    window.localStorage.setItem(
      'aspirant.sections',
      JSON.stringify([notes, { ...notes, id: 8, slug: 'interview', name: 'Interview', title: 'Interview' }]),
    );
    renderHeader();
    const links = within(desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Notes', 'Interview']);
  });

  it('marks the current section, also when reached through its hyphenated path', () => {
    renderHeader('/prelims-tests');
    expect(within(desktopNav()).getByRole('link', { name: 'Prelims Tests', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'Notes', hidden: true })).not.toHaveAttribute('aria-current');
  });

  describe('logged out', () => {
    it('offers Sign Up and Login, which open the auth dialog on that tab', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(screen.queryByText('My Subscriptions')).not.toBeInTheDocument();
      expect(screen.queryByText('Logout')).not.toBeInTheDocument();

      const [signUp] = screen.getAllByRole('button', { name: 'Sign Up', hidden: true });
      const [login] = screen.getAllByRole('button', { name: 'Login', hidden: true });
      if (!signUp || !login) throw new Error('expected the account buttons');

      await user.click(signUp);
      expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('signup');
      await user.click(login);
      expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
    });

    it('counts as logged out with a token but no user data', () => {
      window.localStorage.setItem('sessionToken', 'abc');
      renderHeader();
      expect(screen.getAllByRole('button', { name: 'Login', hidden: true }).length).toBeGreaterThan(0);
    });
  });

  describe('logged in', () => {
    it('shows My Subscriptions, My Profile and Logout instead of Sign Up and Login', () => {
      saveSession('token-1', { name: 'Asha', email: 'asha@example.in' });
      renderHeader();
      expect(screen.queryByRole('button', { name: 'Login', hidden: true })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Up', hidden: true })).not.toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'My Subscriptions', hidden: true })[0]).toHaveAttribute(
        'href',
        '/my_subscriptions',
      );
      expect(screen.getAllByRole('link', { name: 'My Profile', hidden: true })[0]).toHaveAttribute('href', '/profile');
      expect(screen.getAllByRole('link', { name: 'Test schedule', hidden: true })[0]).toHaveAttribute(
        'href',
        '/schedule',
      );
      expect(screen.getAllByRole('button', { name: 'Logout', hidden: true }).length).toBeGreaterThan(0);
    });

    it('links staff, and only staff, to their console', () => {
      saveSession('token-1', { name: 'Asha', role: 'student' });
      const { unmount } = renderHeader();
      expect(screen.queryByRole('link', { name: 'Staff console', hidden: true })).not.toBeInTheDocument();
      unmount();
      saveSession('token-2', { name: 'Priya', role: 'evaluator' });
      renderHeader();
      expect(screen.getAllByRole('link', { name: 'Staff console', hidden: true })[0]).toHaveAttribute('href', '/admin');
    });

    it('logs out only after confirmation, clearing the session and going home', async () => {
      const user = userEvent.setup();
      saveSession('token-1', { name: 'Asha' });
      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
      const { router } = renderHeader('/profile');
      const [logout] = screen.getAllByRole('button', { name: 'Logout', hidden: true });
      if (!logout) throw new Error('expected Logout');

      await user.click(logout);
      expect(confirm).toHaveBeenCalledWith(LOGOUT_CONFIRMATION);
      expect(window.localStorage.getItem('sessionToken')).toBe('token-1');
      expect(router.state.location.pathname).toBe('/profile');

      await user.click(logout);
      expect(window.localStorage.getItem('sessionToken')).toBeNull();
      expect(window.localStorage.getItem('userData')).toBeNull();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getAllByRole('button', { name: 'Login', hidden: true }).length).toBeGreaterThan(0);
    });
  });

  describe('small-screen menu', () => {
    it('opens with the toggle and closes when an entry is chosen', async () => {
      const user = userEvent.setup();
      const { router } = renderHeader();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      const menu = screen.getByRole('navigation', { name: 'Main menu' });

      await user.click(within(menu).getByRole('link', { name: 'Mains Tests' }));
      expect(router.state.location.pathname).toBe('/mains_tests');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });

    it('closes on Escape and gives focus back to the toggle', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.tab();
      expect(toggle).not.toHaveFocus();

      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('closes when Login is chosen from it', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      await user.click(within(menu).getByRole('button', { name: 'Login' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
    });
  });

  describe('in Hindi', () => {
    const hindiSections = [
      ['नोट्स', '/notes'],
      ['प्रारंभिक परीक्षा टेस्ट', '/prelims_tests'],
      ['मुख्य परीक्षा टेस्ट', '/mains_tests'],
      ['वीडियो कोर्स', '/video_courses'],
      ['वैकल्पिक विषय', '/optionals'],
      ['पीसीएस', '/pcs'],
    ];

    it('switches with the language button: Hindi section names, account buttons and <html lang>', async () => {
      const user = userEvent.setup();
      renderHeader();
      const [toHindi] = screen.getAllByRole('button', { name: 'हिन्दी', hidden: true });
      if (!toHindi) throw new Error('expected the language switch');

      await user.click(toHindi);
      // The Hindi texts come in a chunk of their own.
      await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
      expect(window.localStorage.getItem('aspirant.language')).toBe('hi');
      const nav = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन', hidden: true });
      const links = within(nav).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(hindiSections);
      expect(screen.getAllByRole('button', { name: 'साइन अप', hidden: true }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('button', { name: 'लॉग इन', hidden: true }).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: 'Aspirant होम पेज' })).toHaveAttribute('href', '/');
      // The switch now offers the way back, named in English.
      expect(screen.getAllByRole('button', { name: 'English', hidden: true }).length).toBeGreaterThan(0);
    });

    it('shows the logged-in entries and the small-screen menu in Hindi', async () => {
      const user = userEvent.setup();
      saveSession('token-1', { name: 'Priya', role: 'admin' });
      await act(() => setLanguage('hi'));
      expect(document.documentElement.lang).toBe('hi');
      renderHeader('/profile');
      expect(screen.getAllByRole('link', { name: 'मेरी सदस्यताएँ', hidden: true })[0]).toHaveAttribute(
        'href',
        '/my_subscriptions',
      );
      expect(screen.getAllByRole('link', { name: 'मेरी प्रोफ़ाइल', hidden: true })[0]).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getAllByRole('link', { name: 'स्टाफ़ कंसोल', hidden: true })[0]).toHaveAttribute('href', '/admin');
      expect(screen.getAllByRole('button', { name: 'लॉग आउट', hidden: true }).length).toBeGreaterThan(0);

      const toggle = screen.getByRole('button', { name: 'मेन्यू खोलें' });
      await user.click(toggle);
      expect(toggle).toHaveAccessibleName('मेन्यू बंद करें');
      const menu = screen.getByRole('navigation', { name: 'मुख्य मेन्यू' });
      expect(within(menu).getByRole('link', { name: 'मुख्य परीक्षा टेस्ट' })).toHaveAttribute('href', '/mains_tests');
    });

    it('keeps the English name of a section without a Hindi one', async () => {
      const queryClient = createTestQueryClient();
      const [notes] = OPENING_SECTIONS;
      if (!notes) throw new Error('expected the opening sections');
      queryClient.setQueryData(sectionsQueryOptions().queryKey, [
        notes,
        { ...notes, id: 7, slug: 'csat', name: 'CSAT', translations: {}, title: 'CSAT', position: 7 },
      ]);
      await act(() => setLanguage('hi'));
      renderHeader('/', queryClient);
      const nav = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन', hidden: true });
      expect(
        within(nav)
          .getAllByRole('link', { hidden: true })
          .map((link) => link.textContent),
      ).toEqual(['नोट्स', 'CSAT']);
    });
  });
});
