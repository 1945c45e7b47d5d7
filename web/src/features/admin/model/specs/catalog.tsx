import { formatRupees } from '@/lib/pricing';
import { DateTimeCell, MoneyCell, RefCell, TextCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { positionField, publishedField } from '../common-fields';
import { type AdminRecord, numberOf, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { choiceLabel, LIBRARY_KINDS, OPTIONALS_SECTION, PUBLISHED_CHOICES, SECTIONS } from '../sections';
import { nameOf, positionColumn, publishedColumn, publishToggle } from './shared';

export const typesSpec: ResourceSpec = {
  name: 'types',
  title: 'Types',
  singular: 'type',
  description: 'The tabs of each section of the site. Types of the Optionals section belong to an optional subject.',
  fields: [
    { name: 'category_id', label: 'Section', kind: 'ref', required: true, choices: SECTIONS },
    {
      name: 'optional_subject_id',
      label: 'Optional subject',
      kind: 'ref',
      ref: { resource: 'optional-subjects' },
      hint: 'Only for types of the Optionals section.',
    },
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'slug', label: 'Slug', kind: 'slug', required: true },
    positionField,
    publishedField,
  ],
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
      showIf: (filters) => filters.category_id === OPTIONALS_SECTION,
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
  filters: [{ name: 'category_id', label: 'Section', choices: SECTIONS, tabs: true }],
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
  fields: [
    { name: 'type_id', label: 'Type', kind: 'ref', required: true, ref: { resource: 'types' } },
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    {
      name: 'slug',
      label: 'Slug',
      kind: 'slug',
      required: true,
      check: (value) => (value === 'list' ? 'The slug list is reserved.' : undefined),
    },
    { name: 'subtitle', label: 'Subtitle', kind: 'text', max: 200 },
    { name: 'thumbnail', label: 'Thumbnail', kind: 'image', hint: 'JPEG, PNG, WebP or GIF; shown at 640 × 360.' },
    { name: 'short_details', label: 'Short details', kind: 'long', max: 500 },
    { name: 'details', label: 'Details', kind: 'html' },
    { name: 'price', label: 'Price', kind: 'money', required: true },
    { name: 'strike_price', label: 'Strike price', kind: 'money', hint: 'The struck-out price; not below the price.' },
    { name: 'delivery_info', label: 'Delivery info', kind: 'html' },
    { name: 'discount_info', label: 'Discount info', kind: 'text', max: 200 },
    { name: 'seat_limit', label: 'Seat limit', kind: 'int', min: 1, max: 1000000, hint: 'Empty for no limit.' },
    {
      name: 'validity_days',
      label: 'Validity (days)',
      kind: 'int',
      min: 1,
      max: 3650,
      hint: 'Days of access from purchase.',
    },
    { name: 'valid_until', label: 'Valid until', kind: 'time', hint: 'A fixed end of access, if any (India time).' },
    positionField,
    { name: 'is_for_sale', label: 'For sale', kind: 'bool', hint: 'Learners can buy it now.' },
    { name: 'show_enquiry', label: 'Show enquiry form', kind: 'bool' },
    { name: 'is_popular', label: 'Popular', kind: 'bool', hint: 'Listed among the popular subscriptions.' },
    publishedField,
  ],
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
  fields: [
    { name: 'kind', label: 'Kind', kind: 'enum', required: true, choices: LIBRARY_KINDS },
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
    { name: 'description', label: 'Description', kind: 'html' },
  ],
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
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'slug', label: 'Slug', kind: 'slug', required: true },
    { name: 'description', label: 'Description', kind: 'long', max: 2000 },
    { name: 'thumbnail', label: 'Thumbnail', kind: 'image' },
    positionField,
    publishedField,
  ],
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
