import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { EnglishOnly } from './EnglishOnly';
import { i18n } from './index';

function Retry() {
  const { t } = useTranslation();
  return <button type="button">{t('common.actions.retry')}</button>;
}

describe('EnglishOnly', () => {
  it('keeps the staff console in English while the learner side is in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <>
        <Retry />
        <EnglishOnly>
          <Retry />
        </EnglishOnly>
      </>,
    );
    const [learnerSide, console] = screen.getAllByRole('button');
    expect(learnerSide).not.toHaveTextContent(i18n.getFixedT('en')('common.actions.retry'));
    expect(console).toHaveTextContent(i18n.getFixedT('en')('common.actions.retry'));
    expect(console?.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
