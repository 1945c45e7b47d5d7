import { MonitorPlay } from 'lucide-react';
import { previewPath } from '@/lib/test-paths';
import { type AdminRecord, textOf } from '../../model/record';
import { iconButtonClass } from '../ui/IconButton';

interface PreviewActionProps {
  /** A prelims test, as the console reads it (its slug and name). */
  test: AdminRecord;
  /** A round icon in a list's row; a labelled link at the top of the record's page (and the question bank's). */
  look: 'icon' | 'button';
}

/**
 * "Preview as a learner" (docs/product.md): the learner's own test screen and review for the test
 * as it stands, published or not, with nothing recorded. It opens in a tab of its own, so the
 * console (and a form being edited) stays as it was.
 */
export function PreviewAction({ test, look }: PreviewActionProps) {
  const slug = textOf(test, 'slug');
  if (!slug) return null;
  const label = `Preview ${textOf(test, 'name')} as a learner (opens in a new tab)`;
  return (
    <a
      href={previewPath(slug)}
      target="_blank"
      rel="noopener"
      aria-label={label}
      title={label}
      className={look === 'icon' ? iconButtonClass : 'btn btn-outline'}
    >
      <MonitorPlay className="size-4" aria-hidden="true" />
      {look === 'button' && 'Preview as a learner'}
    </a>
  );
}
