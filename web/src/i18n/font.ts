/**
 * Devanagari text uses the self-hosted Noto Sans Devanagari (only its Devanagari range is fetched:
 * Inter comes first in the font stack and covers Latin). The face is declared `font-display: swap`,
 * which on its own would draw Hindi in a fallback font and then re-flow it. Waiting for the face
 * before showing Hindi keeps the layout still: the first render in Hindi waits for it (for a
 * bounded time), and a bilingual test asks for it before its Hindi version can be chosen.
 */
import { languageRow } from './languages';

const DEVANAGARI_FACE = "400 1em 'Noto Sans Devanagari Variable'";

/** How long a first render waits at most; on a very slow link the fallback font is drawn. */
const FONT_WAIT_MS = 1500;

let pending: Promise<void> | undefined;

/**
 * Starts loading the face of a script (once) and resolves when it is ready or the wait is over.
 * Latin is drawn in Inter, which every page loads; Devanagari (Hindi, Marathi) in Noto Sans
 * Devanagari; a script without a face of its own here waits for nothing.
 */
export function loadScriptFont(script: string): Promise<void> {
  return script === 'Deva' ? loadDevanagariFont() : Promise.resolve();
}

/** Starts loading the Devanagari face (once) and resolves when it is ready or the wait is over. */
export function loadDevanagariFont(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  pending ??= Promise.race([
    document.fonts.load(DEVANAGARI_FACE, 'अ').then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]).catch(() => undefined);
  return pending;
}

/**
 * Starts loading the faces of these languages' scripts (a test's languages, before one of them
 * can be chosen), so switching to one draws it at once instead of re-flowing the page.
 */
export function loadLanguageFonts(languages: readonly string[]): void {
  for (const language of languages) void loadScriptFont(languageRow(language).script);
}
