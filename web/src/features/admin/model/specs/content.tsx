import { Link } from 'react-router';
import { RefCell, PdfCountCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { driveLinkField, positionField, publishedField } from '../common-fields';
import type { FieldSpec, RefSource } from '../fields';
import { type AdminRecord, numberOf, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { questionBankPath } from '../../rules/navigation';
import { nameOf, positionColumn, publishedColumn, publishToggle, windowColumn } from './shared';

const notesLibraries: RefSource = { resource: 'libraries', filter: { kind: 'notes' } };
const testLibraries: RefSource = { resource: 'libraries', filter: { kind: 'tests' } };
const mainsLibraries: RefSource = { resource: 'libraries', filter: { kind: 'mains-tests' } };
const videoLibraries: RefSource = { resource: 'libraries', filter: { kind: 'videos' } };

function libraryField(label: string, ref: RefSource): FieldSpec {
  return { name: 'library_id', label, kind: 'ref', required: true, ref };
}

function libraryColumn(label: string, ref: RefSource) {
  return { label, render: (record: AdminRecord) => <RefCell source={ref} id={numberOf(record, 'library_id')} /> };
}

export const notesSpec: ResourceSpec = {
  name: 'notes',
  title: 'Notes',
  singular: 'note',
  description: 'Study notes in the notes libraries, each with up to three PDFs.',
  fields: [
    libraryField('Library', notesLibraries),
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    { name: 'description', label: 'Description', kind: 'long', max: 2000 },
    { name: 'year', label: 'Year', kind: 'int', min: 1990, max: 2100 },
    { name: 'thumbnail', label: 'Thumbnail', kind: 'image' },
    { name: 'topic_pdf', label: 'Topic-wise PDF', kind: 'pdf' },
    { name: 'source_pdf', label: 'Source-wise PDF', kind: 'pdf' },
    { name: 'primary_pdf', label: 'Primary-wise PDF', kind: 'pdf' },
    positionField,
    publishedField,
  ],
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
  fields: [
    libraryField('Test series', testLibraries),
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    { name: 'slug', label: 'Slug', kind: 'slug', required: true },
    { name: 'description', label: 'Description', kind: 'html' },
    { name: 'duration_minutes', label: 'Duration (minutes)', kind: 'int', required: true, min: 1, max: 600 },
    { name: 'total_marks', label: 'Total marks', kind: 'int', required: true, min: 0, max: 10000 },
    { name: 'total_attempts', label: 'Attempts allowed', kind: 'int', required: true, min: 1, max: 50 },
    { name: 'marks_correct', label: 'Marks for a correct answer', kind: 'marks', required: true, min: 0, max: 100 },
    {
      name: 'marks_incorrect',
      label: 'Marks taken for a wrong answer',
      kind: 'marks',
      required: true,
      min: 0,
      max: 100,
      hint: 'UPSC takes a third of the marks: 0.66 for a 2-mark question.',
    },
    {
      name: 'marks_unattempted',
      label: 'Marks taken for an unattempted question',
      kind: 'marks',
      required: true,
      min: 0,
      max: 100,
    },
    { name: 'question_pdf', label: 'Question PDF', kind: 'pdf' },
    { name: 'explanation_pdf', label: 'Explanation PDF', kind: 'pdf' },
    driveLinkField,
    positionField,
    publishedField,
  ],
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
};

export const mainsTestsSpec: ResourceSpec = {
  name: 'mains-tests',
  title: 'Mains tests',
  singular: 'mains test',
  description: 'Answer-writing tests: learners upload their answer while the window is open.',
  fields: [
    libraryField('Test series', mainsLibraries),
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    { name: 'description', label: 'Description', kind: 'html' },
    { name: 'starts_at', label: 'Window opens', kind: 'time', required: true },
    { name: 'ends_at', label: 'Window closes', kind: 'time', required: true },
    { name: 'maximum_score', label: 'Maximum score', kind: 'int', required: true, min: 1, max: 1000 },
    { name: 'question_pdf', label: 'Question PDF', kind: 'pdf' },
    {
      name: 'model_answer_pdf',
      label: 'Model answer PDF',
      kind: 'pdf',
      hint: 'Opens to learners once the window closes.',
    },
    driveLinkField,
    positionField,
    { name: 'show_enquiry', label: 'Show enquiry form', kind: 'bool' },
    publishedField,
  ],
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
  description: 'Lectures in the video libraries, played from Google Drive.',
  fields: [
    libraryField('Video library', videoLibraries),
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    { name: 'description', label: 'Description', kind: 'long', max: 2000 },
    {
      name: 'video_url',
      label: 'Video link',
      kind: 'text',
      required: true,
      max: 500,
      hint: 'A Google Drive file link, such as https://drive.google.com/file/d/FILE_ID/view.',
    },
    { name: 'duration_seconds', label: 'Duration (seconds)', kind: 'int', min: 0, max: 86400 },
    { name: 'poster', label: 'Poster', kind: 'image' },
    { name: 'pdf', label: 'PDF', kind: 'pdf', hint: 'Lecture notes to download with the video.' },
    positionField,
    publishedField,
  ],
  columns: [
    { label: 'Poster', render: (record) => <ThumbnailCell record={record} field="poster" /> },
    { label: 'Name', sort: 'name', render: (record) => <TitleCell title={nameOf(record)} /> },
    libraryColumn('Library', videoLibraries),
    {
      label: 'Length',
      className: 'text-right tabular-nums',
      render: (record) => durationText(numberOf(record, 'duration_seconds')),
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
