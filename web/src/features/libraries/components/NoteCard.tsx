import { FileX, ImageOff } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import { fileUrl } from '@/lib/file-url';
import type { Note } from '../api/schemas';
import type { DownloadKind } from '../rules/download-name';
import { DownloadButton } from './DownloadButton';
import { LanguageBadge } from './LanguageBadge';
import { SubscribeLink } from './SubscribeLink';

interface NoteCardProps {
  note: Note;
  /** Where an unsubscribed learner can buy the subscription. */
  subscribeHref: string;
}

/** The attachments of a note (topic, source, primary), with the labels its buttons carry. */
function attachmentsOf(note: Note): { kind: DownloadKind; label: ParseKeys; filePath: string }[] {
  const all = [
    { kind: 'topic', label: 'libraries.files.topicWise', file: note.topicWiseAttachment },
    { kind: 'source', label: 'libraries.files.sourceWise', file: note.sourceWiseAttachment },
    { kind: 'primary', label: 'libraries.files.primaryWise', file: note.primaryWiseAttachment },
  ] as const;
  return all.flatMap(({ kind, label, file }) => (file ? [{ kind, label, filePath: file.file_path }] : []));
}

/** One note of the Notes Library. */
export function NoteCard({ note, subscribeHref }: NoteCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const attachments = note.isSubscribed ? attachmentsOf(note) : [];
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col overflow-hidden">
      <div className="aspect-video bg-navy-50">
        {note.thumbnail ? (
          <img
            src={fileUrl(note.thumbnail)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-navy-300">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm font-medium text-slate-500">{t('libraries.notes.card.noImage')}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {note.isSubscribed && (
            <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-600/20">
              {t('libraries.notes.card.subscribed')}
            </span>
          )}
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {t('libraries.notes.card.year', { year: note.year ?? t('libraries.notes.card.yearUnknown') })}
          </span>
          <LanguageBadge languages={note.languages} />
        </div>
        <h2 id={headingId} className="mt-3 text-lg leading-snug font-semibold text-navy-900">
          {note.name}
        </h2>
        <RichText html={note.description} className="mt-2 text-sm text-slate-600" />
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {!note.isSubscribed ? (
            <SubscribeLink to={subscribeHref} describedBy={headingId} />
          ) : attachments.length > 0 ? (
            attachments.map(({ kind, label, filePath }) => (
              <DownloadButton
                key={kind}
                filePath={filePath}
                itemName={note.name}
                kind={kind}
                label={t(label)}
                describedBy={headingId}
                className="px-4"
              />
            ))
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <FileX className="size-4" aria-hidden="true" />
              {t('libraries.notes.card.noAttachments')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
