import { formatRupees } from '@/lib/pricing';
import { DateTimeCell, MoneyCell, RefCell, TextCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { type AdminRecord, numberOf, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { formFields } from '../resource-fields';
import { choiceLabel, LIBRARY_KINDS, PUBLISHED_CHOICES } from '../sections';
import { nameOf, positionColumn, publishedColumn, publishToggle } from './shared';

export const categoriesSpec: ResourceSpec = {
  name: 'categories',
  title: 'Sections',
  singular: 'section',
  description:
    'The sections of the site, in menu order: each sells one kind of library and gets that kind’s list and details pages under its own address.',
  fields: formFields('categories'),
  columns: [
    {
      label: 'Menu label',
      sort: 'name',
      render: (record) => <TitleCell title={nameOf(record)} detail={`/${textOf(record, 'slug')}`} />,
    },
    { label: 'Page heading', render: (record) => textOf(record, 'title') || nameOf(record) },
    { label: 'Library kind', render: (record) => choiceLabel(LIBRARY_KINDS, textOf(record, 'library_kind')) },
    { label: 'Types', className: 'text-right tabular-nums', render: (record) => textOf(record, 'type_count') || '0' },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search sections by name or address',
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};

export const typesSpec: ResourceSpec = {
  name: 'types',
  title: 'Types',
  singular: 'type',
  description: 'The tabs of each section of the site. Types of the Optionals section belong to an optional subject.',
  fields: formFields('types'),
  columns: [
    {
      label: 'Name',
      sort: 'name',
      render: (record) => <TitleCell title={nameOf(record)} detail={textOf(record, 'slug')} />,
    },
    {
      label: 'Optional subject',
      render: (record) => (
        <RefCell source={{ resource: 'optional-subjects' }} id={numberOf(record, 'optional_subject_id')} />
      ),
      // Only where some type belongs to an optional subject (the Optionals section's tab).
      showIf: (_filters, rows) => rows.some((record) => numberOf(record, 'optional_subject_id') !== null),
    },
    {
      label: 'Subscriptions',
      className: 'text-right tabular-nums',
      render: (record) => textOf(record, 'subscription_count') || '0',
    },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search types by name',
  filters: [{ name: 'category_id', label: 'Section', ref: { resource: 'categories' }, tabs: true }],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};

/** Buyers, and seats when the subscription has a limit ("37 of 100 seats"). */
function BuyersCell({ record }: { record: AdminRecord }) {
  const limit = numberOf(record, 'seat_limit');
  const taken = numberOf(record, 'seats_taken') ?? 0;
  return (
    <span className="block text-right tabular-nums">
      {textOf(record, 'buyers') || '0'}
      {limit !== null && (
        <span className="block text-xs whitespace-nowrap text-slate-500">
          {taken}/{limit} seats
        </span>
      )}
    </span>
  );
}

/** The price, and the struck-out price under it when there is one. */
function PriceCell({ record }: { record: AdminRecord }) {
  const strike = numberOf(record, 'strike_price');
  return (
    <span className="block whitespace-nowrap tabular-nums">
      <MoneyCell record={record} field="price" />
      {strike !== null && (
        <span className="block text-xs text-slate-500 line-through">
          <span className="sr-only">was </span>
          {formatRupees(strike)}
        </span>
      )}
    </span>
  );
}

export const subscriptionsSpec: ResourceSpec = {
  name: 'subscriptions',
  title: 'Subscriptions',
  singular: 'subscription',
  description: 'What learners buy: each opens its libraries of notes, tests and videos.',
  fields: formFields('subscriptions', {
    slug: { check: (value) => (value === 'list' ? 'The slug list is reserved.' : undefined) },
  }),
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="thumbnail" /> },
    {
      label: 'Name',
      sort: 'name',
      render: (record) => <TitleCell title={nameOf(record)} detail={textOf(record, 'slug')} />,
    },
    {
      label: 'Type',
      className: 'min-w-36 max-w-56 text-xs text-slate-600',
      render: (record) => <RefCell source={{ resource: 'types' }} id={numberOf(record, 'type_id')} />,
    },
    { label: 'Price', sort: 'price_paise', render: (record) => <PriceCell record={record} /> },
    { label: 'Buyers', className: 'text-right', render: (record) => <BuyersCell record={record} /> },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search name or slug',
  filters: [
    { name: 'type_id', label: 'Type', ref: { resource: 'types' } },
    { name: 'is_published', label: 'Status', choices: PUBLISHED_CHOICES },
  ],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};

export const librariesSpec: ResourceSpec = {
  name: 'libraries',
  title: 'Libraries',
  singular: 'library',
  description: 'Collections of notes, prelims tests, mains tests or videos that subscriptions open.',
  fields: formFields('libraries'),
  columns: [
    { label: 'Name', sort: 'name', render: (record) => <TitleCell title={nameOf(record)} /> },
    { label: 'Kind', render: (record) => choiceLabel(LIBRARY_KINDS, textOf(record, 'kind')) },
    { label: 'Items', className: 'text-right tabular-nums', render: (record) => textOf(record, 'item_count') || '0' },
    { label: 'Created', render: (record) => <DateTimeCell value={record.created_at} /> },
  ],
  search: 'Search libraries by name',
  filters: [{ name: 'kind', label: 'Kind', choices: LIBRARY_KINDS }],
  defaultSort: { sort: 'name', order: 'asc' },
  titleOf: nameOf,
};

export const optionalSubjectsSpec: ResourceSpec = {
  name: 'optional-subjects',
  title: 'Optional subjects',
  singular: 'optional subject',
  description: 'The UPSC optional subjects the Optionals section lists.',
  fields: formFields('optional-subjects'),
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="thumbnail" /> },
    {
      label: 'Name',
      sort: 'name',
      render: (record) => <TitleCell title={nameOf(record)} detail={textOf(record, 'slug')} />,
    },
    { label: 'Description', render: (record) => <TextCell record={record} field="description" /> },
    positionColumn,
    publishedColumn,
  ],
  search: 'Search subjects by name',
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: nameOf,
  toggle: publishToggle,
};
