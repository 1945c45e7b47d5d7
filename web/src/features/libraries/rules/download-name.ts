import { DOWNLOAD_PDF_FAILED } from './messages';

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
  /** What the failure toast calls the file: 'Failed to download {label}. Please try again.' */
  label: string;
}

const NAMING: Record<DownloadKind, KindNaming> = {
  topic: { suffix: '_topic.pdf', fallback: 'topic_note.pdf', label: 'Topic PDF' },
  source: { suffix: '_source.pdf', fallback: 'source_note.pdf', label: 'Source PDF' },
  primary: { suffix: '_primary.pdf', fallback: 'primary_note.pdf', label: 'Primary PDF' },
  question: { suffix: '_question.pdf', fallback: 'question.pdf', label: 'Question PDF' },
  explanation: { suffix: '_explanation.pdf', fallback: 'explanation.pdf', label: 'Explanation PDF' },
  model_answer: { suffix: '_model_answer.pdf', fallback: 'model_answer.pdf', label: 'Model Answer PDF' },
  evaluated: { suffix: '_evaluated.pdf', fallback: 'evaluated.pdf', label: 'Evaluated Answer PDF' },
  answer: { suffix: '_answer.pdf', fallback: 'answer.pdf', label: 'PDF' },
  video: { suffix: '.pdf', fallback: 'video.pdf', label: 'PDF' },
};

/** Letters, digits, underscore and hyphen stay; anything else (per character, not per UTF-16 unit) becomes '_'. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/gu, '_');
}

export function downloadFileName(itemName: string | null | undefined, kind: DownloadKind): string {
  const { suffix, fallback } = NAMING[kind];
  const name = itemName?.trim();
  return name ? safeFileName(name) + suffix : fallback;
}

/** 'Failed to download Question PDF. Please try again.', or the fixed 'PDF' one (DOWNLOAD_PDF_FAILED). */
export function downloadFailedMessage(kind: DownloadKind): string {
  const { label } = NAMING[kind];
  return label === 'PDF' ? DOWNLOAD_PDF_FAILED : `Failed to download ${label}. Please try again.`;
}
