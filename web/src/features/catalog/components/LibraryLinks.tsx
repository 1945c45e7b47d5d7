import { FileText, ListChecks, type LucideIcon, PenLine, PlayCircle } from 'lucide-react';
import { useId } from 'react';
import type { LibraryEntry, LibraryKind } from '../api/schemas';
import { librariesByKind } from '../rules/library-links';
import { MESSAGES } from '../rules/messages';
import { useOpenLibrary } from './use-open-library';
import { useWording } from './use-wording';

const KIND_ICONS: Readonly<Record<LibraryKind, LucideIcon>> = {
  notes: FileText,
  tests: ListChecks,
  'mains-tests': PenLine,
  videos: PlayCircle,
};

interface LibraryLinksProps {
  subscription: { id: number; name: string };
  libraries: readonly LibraryEntry[];
  /** A holder opens each library; anyone else sees what the subscription includes. */
  open: boolean;
  /** Said to screen readers after each label, where several subscriptions share a screen. */
  nameInLabel?: boolean;
  /** Buttons laid out along a table row (My Subscriptions) or a wrapping list (a course page). */
  layout?: 'row' | 'list';
  /** The list's name: shown above it when `showLabel`, else only to screen readers. */
  label: string;
  showLabel?: boolean;
}

/**
 * Every kind of library a subscription opens, each with its size: "Notes · 12 notes",
 * "Prelims test series · 3 tests" (docs/product.md, "Bundles"). For a holder each is a button
 * into its library in My Subscriptions' words, "View Prelims Tests · 3 tests", unless it is
 * still empty.
 */
export function LibraryLinks({
  subscription,
  libraries,
  open,
  nameInLabel = false,
  layout = 'list',
  label,
  showLabel = false,
}: LibraryLinksProps) {
  const openLibrary = useOpenLibrary();
  const wording = useWording();
  const listId = useId();
  const kinds = librariesByKind(libraries, wording);
  if (kinds.length === 0) return null;
  const list = (
    <ul
      {...(showLabel ? { 'aria-labelledby': listId } : { 'aria-label': label })}
      className={`flex flex-wrap gap-2 ${layout === 'row' ? 'justify-end' : ''}`}
    >
      {kinds.map((library) => {
        const Icon = KIND_ICONS[library.kind];
        const icon = <Icon className="size-4 shrink-0" aria-hidden="true" />;
        // The visible label first, then whose library it is: "View Library · 4 notes: GS Prelims Notes 2027".
        const name = nameInLabel ? `${library.action}: ${subscription.name}` : undefined;
        return (
          <li key={library.kind}>
            {open && library.count > 0 ? (
              <button
                type="button"
                aria-label={name}
                onClick={() => openLibrary(subscription, library, MESSAGES.loginToViewTests)}
                // In a phone's table row a long label may take two lines, leaving the name room.
                className={`btn btn-navy ${layout === 'row' ? 'px-3.5 py-2 text-left text-xs sm:px-4 sm:text-sm sm:whitespace-nowrap' : 'px-4 py-2 whitespace-nowrap'}`}
              >
                {icon}
                {library.action}
              </button>
            ) : (
              <span className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700">
                {icon}
                {library.label}
                {nameInLabel && <span className="sr-only">: {subscription.name}</span>}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (!showLabel) return list;
  return (
    <div>
      <p id={listId} className="mb-2 text-sm font-semibold text-navy-900">
        {label}
      </p>
      {list}
    </div>
  );
}
