import type { ParseKeys, TFunction } from 'i18next';
import { i18n } from '@/i18n';

/**
 * Download names (docs/product.md, "Downloads"): the item's name with every character other than a letter,
 * digit, underscore or hyphen replaced by an underscore, then a suffix per kind of file. The
 * server names its Content-Disposition the same way; the browser saves under this name.
 */
export type DownloadKind =
  'topic' | 'source' | 'primary' | 'question' | 'explanation' | 'model_answer' | 'evaluated' | 'answer' | 'video';

interface KindNaming {
  suffix: string;
  /** The whole name when the item has none (topic_note.pdf and friends for notes). */
  fallback: string;
  /** The failure toast: 'Failed to download Question PDF. Please try again.' and the like. */
  failed: ParseKeys;
}

const NAMING: Record<DownloadKind, KindNaming> = {
  topic: { suffix: '_topic.pdf', fallback: 'topic_note.pdf', failed: 'libraries.downloads.failed.topic' },
  source: { suffix: '_source.pdf', fallback: 'source_note.pdf', failed: 'libraries.downloads.failed.source' },
  primary: { suffix: '_primary.pdf', fallback: 'primary_note.pdf', failed: 'libraries.downloads.failed.primary' },
  question: { suffix: '_question.pdf', fallback: 'question.pdf', failed: 'libraries.downloads.failed.question' },
  explanation: {
    suffix: '_explanation.pdf',
    fallback: 'explanation.pdf',
    failed: 'libraries.downloads.failed.explanation',
  },
  model_answer: {
    suffix: '_model_answer.pdf',
    fallback: 'model_answer.pdf',
    failed: 'libraries.downloads.failed.modelAnswer',
  },
  evaluated: { suffix: '_evaluated.pdf', fallback: 'evaluated.pdf', failed: 'libraries.downloads.failed.evaluated' },
  // A file without a label of its own (the learner's answer, a video's PDF): the plain 'PDF' one.
  answer: { suffix: '_answer.pdf', fallback: 'answer.pdf', failed: 'libraries.downloads.failed.pdf' },
  video: { suffix: '.pdf', fallback: 'video.pdf', failed: 'libraries.downloads.failed.pdf' },
};

/**
 * Letters of any script with their vowel signs (a Hindi title stays Hindi), decimal digits,
 * underscore and hyphen stay; anything else (per character, not per UTF-16 unit) becomes '_'.
 */
export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{M}\p{Nd}_-]/gu, '_');
}

export function downloadFileName(itemName: string | null | undefined, kind: DownloadKind): string {
  const { suffix, fallback } = NAMING[kind];
  const name = itemName?.trim();
  return name ? safeFileName(name) + suffix : fallback;
}

/** 'Failed to download Question PDF. Please try again.', or the plain 'PDF' one, in the interface's language. */
export function downloadFailedMessage(kind: DownloadKind, t: TFunction = i18n.t): string {
  return t(NAMING[kind].failed);
}
