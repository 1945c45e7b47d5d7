import { TextCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { ShownStatusCell, type ShownStatusOptions } from '../../components/list/ShownStatusCell';
import { redirectProblem, youTubeIdProblem } from '../client-checks';
import { type AdminRecord, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { formFields } from '../resource-fields';
import { activeColumn, activeToggle, nameOf, positionColumn, titleOf, windowColumn } from './shared';

const linkedTitle = {
  label: 'Title',
  render: (record: AdminRecord) => <TitleCell title={titleOf(record)} detail={textOf(record, 'redirect_url')} />,
};
const byPosition = { sort: 'position', order: 'asc' } as const;
/** A link must be a page of this site or an https:// address: checked before the form is sent. */
const linkRule = { redirect_url: { check: redirectProblem } };

/** Shown, hidden by another, scheduled or ended, in place of a bare 'Active'. */
function shownColumn(options: ShownStatusOptions) {
  return { label: 'Status', render: (record: AdminRecord) => <ShownStatusCell record={record} options={options} /> };
}

export const carouselsSpec: ResourceSpec = {
  name: 'carousels',
  title: 'Carousel slides',
  singular: 'slide',
  description: 'The large slides at the top of the home page.',
  fields: formFields('carousels', linkRule),
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="image" /> },
    linkedTitle,
    positionColumn,
    activeColumn,
  ],
  defaultSort: byPosition,
  titleOf,
  toggle: activeToggle,
};

export const bannersSpec: ResourceSpec = {
  name: 'banners',
  title: 'Banners',
  singular: 'banner',
  description: 'The announcement strip under the header, shown between its start and end.',
  fields: formFields('banners', linkRule),
  columns: [
    {
      label: 'Content',
      render: (record) => <TitleCell title={textOf(record, 'content')} detail={textOf(record, 'redirect_url')} />,
    },
    windowColumn('Shown', 'start_date', 'end_date', 'start_date'),
    positionColumn,
    shownColumn({
      resource: 'banners',
      start: 'start_date',
      end: 'end_date',
      missing: 'hidden',
      nameOf: (record) => textOf(record, 'content') || `#${record.id}`,
    }),
  ],
  defaultSort: byPosition,
  titleOf: (record) => textOf(record, 'content') || `#${record.id}`,
  toggle: activeToggle,
};

export const offeringsSpec: ResourceSpec = {
  name: 'offerings',
  title: 'Offerings',
  singular: 'offering',
  description: 'The “Our offerings” links of the home page.',
  fields: formFields('offerings', linkRule),
  columns: [linkedTitle, positionColumn, activeColumn],
  defaultSort: byPosition,
  titleOf,
  toggle: activeToggle,
};

export const testimonialsSpec: ResourceSpec = {
  name: 'testimonials',
  title: 'Testimonials',
  singular: 'testimonial',
  description: 'Toppers’ video testimonials on the home page.',
  fields: formFields('testimonials', { youtube_video_id: { check: youTubeIdProblem } }),
  columns: [
    { label: 'Portrait', render: (record) => <ThumbnailCell record={record} field="image" wide={false} /> },
    { label: 'Name', render: (record) => <TitleCell title={nameOf(record)} detail={textOf(record, 'rank')} /> },
    { label: 'Year', render: (record) => <TextCell record={record} field="year" /> },
    { label: 'Video', render: (record) => <TextCell record={record} field="youtube_video_id" /> },
    positionColumn,
    activeColumn,
  ],
  search: 'Search testimonials by name',
  defaultSort: byPosition,
  titleOf: nameOf,
  toggle: activeToggle,
};

export const topPerformersSpec: ResourceSpec = {
  name: 'top-performers',
  title: 'Top performers',
  singular: 'top performer',
  description: 'The results banners: one image for wide screens, one for phones.',
  fields: formFields('top-performers'),
  columns: [
    { label: 'Desktop', render: (record) => <ThumbnailCell record={record} field="desktop_image" /> },
    { label: 'Mobile', render: (record) => <ThumbnailCell record={record} field="mobile_image" wide={false} /> },
    { label: 'Title', render: (record) => <TitleCell title={titleOf(record)} /> },
    positionColumn,
    activeColumn,
  ],
  defaultSort: byPosition,
  titleOf,
  toggle: activeToggle,
};

export const faqsSpec: ResourceSpec = {
  name: 'faqs',
  title: 'FAQ',
  singular: 'question',
  description: 'The frequently asked questions on the home page.',
  fields: formFields('faqs'),
  columns: [
    { label: 'Question', render: (record) => <TitleCell title={textOf(record, 'question')} /> },
    positionColumn,
    activeColumn,
  ],
  search: 'Search questions',
  defaultSort: byPosition,
  titleOf: (record) => textOf(record, 'question') || `#${record.id}`,
  toggle: activeToggle,
};

export const popoverAdsSpec: ResourceSpec = {
  name: 'popover-ads',
  title: 'Pop-over ads',
  singular: 'pop-over ad',
  description: 'The card that pops up on a learner’s first page of a visit.',
  fields: formFields('popover-ads', linkRule),
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="image" /> },
    linkedTitle,
    windowColumn('Shown', 'starts_at', 'ends_at'),
    positionColumn,
    shownColumn({ resource: 'popover-ads', start: 'starts_at', end: 'ends_at', missing: 'open', nameOf: titleOf }),
  ],
  defaultSort: byPosition,
  titleOf,
  toggle: activeToggle,
};
