import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import type { Receipt } from '../api/schemas';
import { ReceiptDownload } from './ReceiptDownload';

const receipt: Receipt = {
  attemptId: 40,
  testId: 7,
  answersSha256: 'a'.repeat(64),
  submittedAt: '2027-03-01T09:35:00.123456Z',
  signature: 'c2lnbmF0dXJl',
};

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the receipt download', () => {
  it('saves the receipt, unchanged, as aspirant-receipt-<attemptId>.json', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:receipt';
    });
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    render(<ReceiptDownload receipt={receipt} />);
    expect(screen.getByText(/it proves which answers you submitted and when/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(fileName).toBe('aspirant-receipt-40.json');
    const [saved] = created;
    expect(created).toHaveLength(1);
    expect(JSON.parse(await (saved ?? new Blob()).text())).toEqual(receipt);
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<ReceiptDownload receipt={receipt} />);
    expect(screen.getByRole('button', { name: 'रसीद डाउनलोड करें' })).toBeInTheDocument();
  });
});
