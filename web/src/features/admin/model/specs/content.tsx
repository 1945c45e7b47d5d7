import { Link } from 'react-router';
import { RefCell, PdfCountCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { Badge } from '../../components/ui/Badge';
import type { RefSource } from '../fields';
import { type AdminRecord, numberOf, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { formFields, refOf } from '../resource-fields';
import { questionBankPath } from '../../rules/navigation';
import { nameOf, positionColumn, publishedColumn, publishToggle, windowColumn } from './shared';

const notesLibraries = refOf('notes', 'library_id');
const testLibraries = refOf('prelims-tests', 'library_id');
const mainsLibraries = refOf('mains-tests', 'library_id');
const videoLibraries = refOf('videos', 'library_id');

function libraryColumn(label: string, ref: RefSource) {
  return { label, render: (record: AdminRecord) => <RefCell source={ref} id={numberOf(record, 'library_id')} /> };
}

export const notesSpec: ResourceSpec = {
  name: 'notes',
  title: 'Notes',
  singular: 'note',
  description: 'Study notes in the notes libraries, each with up to three PDFs.',
  fields: formFields('notes'),
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="thumbnail" /> },
    { label: 'Name', sort: 'name', render: (record) => <TitleCell title={nameOf(record)} /> },
    libraryColumn('Library', notesLibraries),
    { label: 'Year', className: 'tabular-nums', render: (record) => textOf(record, 'year') },
    {
      label: 'PDFs',
      render: (record) => <PdfCountCell record={record} fields={['topic_pdf', 'source_pdf', 'primary_pdf']} />,
    },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search notes by name',
  filters: [{ name: 'library_id', label: 'Library', ref: notesLibraries }],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};

/** How the test is sat: its length, and its marking under it ("+2 / −0.66"). */
function FormatCell({ record }: { record: AdminRecord }) {
  const correct = numberOf(record, 'marks_correct') ?? 0;
  const wrong = numberOf(record, 'marks_incorrect') ?? 0;
  return (
    <span className="block text-xs whitespace-nowrap tabular-nums">
      {textOf(record, 'duration_minutes')} min
      <span className="block text-slate-500">
        +{correct} / −{wrong}
      </span>
    </span>
  );
}

export const prelimsTestsSpec: ResourceSpec = {
  name: 'prelims-tests',
  title: 'Prelims tests',
  singular: 'prelims test',
  description: 'Timed multiple-choice tests in the test series; each has its question bank.',
  fields: formFields('prelims-tests'),
  columns: [
    {
      label: 'Name',
      sort: 'name',
      render: (record) => <TitleCell title={nameOf(record)} detail={textOf(record, 'slug')} />,
    },
    libraryColumn('Test series', testLibraries),
    {
      label: 'Questions',
      className: 'text-right',
      render: (record) => (
        <Link
          to={questionBankPath(record.id)}
          className="font-medium text-navy-700 underline decoration-saffron-400 underline-offset-2 hover:text-navy-950"
        >
          {textOf(record, 'question_count') || '0'}
          <span className="sr-only"> questions of {nameOf(record)}</span>
        </Link>
      ),
    },
    {
      label: 'Attempts',
      className: 'text-right tabular-nums',
      render: (record) => textOf(record, 'attempt_count') || '0',
    },
    { label: 'Format', render: (record) => <FormatCell record={record} /> },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search name or slug',
  filters: [{ name: 'library_id', label: 'Test series', ref: testLibraries }],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
  // docs/product.md, "Duplicating a test" and "Preview as a learner".
  canDuplicate: true,
  canPreview: true,
};

export const mainsTestsSpec: ResourceSpec = {
  name: 'mains-tests',
  title: 'Mains tests',
  singular: 'mains test',
  description: 'Answer-writing tests: learners upload their answer while the window is open.',
  fields: formFields('mains-tests'),
  columns: [
    { label: 'Name', sort: 'name', render: (record) => <TitleCell title={nameOf(record)} /> },
    libraryColumn('Test series', mainsLibraries),
    windowColumn('Answer window', 'starts_at', 'ends_at', 'starts_at'),
    { label: 'Max score', className: 'text-right tabular-nums', render: (record) => textOf(record, 'maximum_score') },
    {
      label: 'To evaluate',
      className: 'text-right tabular-nums',
      render: (record) => textOf(record, 'answers_pending') || '0',
    },
    publishedColumn,
  ],
  search: 'Search mains tests by name',
  filters: [{ name: 'library_id', label: 'Test series', ref: mainsLibraries }],
  defaultSort: { sort: 'starts_at', order: 'desc' },
  titleOf: nameOf,
  toggle: publishToggle,
};

function durationText(seconds: number | null): string {
  if (seconds === null) return '';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export const videosSpec: ResourceSpec = {
  name: 'videos',
  title: 'Videos',
  singular: 'video',
  description: 'Lectures in the video libraries: a file in our own store, or a Google Drive link.',
  fields: formFields('videos'),
  columns: [
    { label: 'Poster', render: (record) => <ThumbnailCell record={record} field="poster" /> },
    { label: 'Name', sort: 'name', render: (record) => <TitleCell title={nameOf(record)} /> },
    libraryColumn('Library', videoLibraries),
    {
      label: 'Length',
      className: 'text-right tabular-nums',
      render: (record) => durationText(numberOf(record, 'duration_seconds')),
    },
    {
      label: 'Plays',
      render: (record) =>
        textOf(record, 'video_file_name') ? (
          <Badge tone="green">Own file</Badge>
        ) : textOf(record, 'video_url') ? (
          <Badge tone="grey">Drive link</Badge>
        ) : (
          <Badge tone="amber">Nothing yet</Badge>
        ),
    },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search videos by name',
  filters: [{ name: 'library_id', label: 'Library', ref: videoLibraries }],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};
