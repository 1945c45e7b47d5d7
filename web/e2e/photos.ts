import type { Page } from 'playwright-core';

/**
 * A photo of a handwritten page, made by the browser's canvas: what a learner sends for a mains
 * answer from a phone's camera.
 */
export async function handwrittenPage(page: Page, words: string): Promise<Blob> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 848;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#fdfdf8';
    context.fillRect(0, 0, 600, 848);
    context.fillStyle = '#1e3a8a';
    context.font = '28px serif';
    for (let line = 0; line < 12; line++) context.fillText(`${text} ${line + 1}`, 40, 80 + line * 60);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, words);
  return new Blob([Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')], { type: 'image/jpeg' });
}
