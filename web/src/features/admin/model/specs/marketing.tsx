import { TextCell, ThumbnailCell, TitleCell } from '../../components/list/cells';
import { activeField, positionField, redirectField, youTubeIdProblem } from '../common-fields';
import { type AdminRecord, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { activeColumn, activeToggle, nameOf, positionColumn, titleOf, windowColumn } from './shared';

const linkedTitle = {
  label: 'Title',
  render: (record: AdminRecord) => <TitleCell title={titleOf(record)} detail={textOf(record, 'redirect_url')} />,
};
const byPosition = { sort: 'position', order: 'asc' } as const;

export const carouselsSpec: ResourceSpec = {
  name: 'carousels',
  title: 'Carousel slides',
  singular: 'slide',
  description: 'The large slides at the top of the home page.',
  fields: [
    { name: 'image', label: 'Image', kind: 'image', required: true, hint: 'A wide image, about 1920 × 640.' },
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200, hint: 'Read by screen readers.' },
    redirectField,
    positionField,
    activeField,
  ],
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
  fields: [
    { name: 'content', label: 'Content', kind: 'text', required: true, max: 300 },
    redirectField,
    { name: 'start_date', label: 'Start', kind: 'time', required: true },
    { name: 'end_date', label: 'End', kind: 'time', required: true },
    positionField,
    activeField,
  ],
  columns: [
    {
      label: 'Content',
      render: (record) => <TitleCell title={textOf(record, 'content')} detail={textOf(record, 'redirect_url')} />,
    },
    windowColumn('Shown', 'start_date', 'end_date', 'start_date'),
    positionColumn,
    activeColumn,
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
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 100 },
    redirectField,
    positionField,
    activeField,
  ],
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
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'rank', label: 'Rank', kind: 'text', max: 50, hint: 'Such as AIR 12.' },
    { name: 'year', label: 'Year', kind: 'text', max: 4 },
    {
      name: 'youtube_video_id',
      label: 'YouTube video id',
      kind: 'text',
      max: 11,
      check: youTubeIdProblem,
      hint: 'The 11 characters after v= in the video’s address.',
    },
    { name: 'image', label: 'Portrait', kind: 'image' },
    positionField,
    activeField,
  ],
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
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
    { name: 'desktop_image', label: 'Desktop image', kind: 'image', required: true },
    { name: 'mobile_image', label: 'Mobile image', kind: 'image', required: true },
    positionField,
    activeField,
  ],
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
  fields: [
    { name: 'question', label: 'Question', kind: 'text', required: true, max: 300 },
    { name: 'answer', label: 'Answer', kind: 'long', required: true, max: 3000 },
    positionField,
    activeField,
  ],
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
  fields: [
    { name: 'image', label: 'Image', kind: 'image', required: true },
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
    redirectField,
    { name: 'starts_at', label: 'Start', kind: 'time', hint: 'Empty: from now (India time).' },
    { name: 'ends_at', label: 'End', kind: 'time', hint: 'Empty: no end (India time).' },
    positionField,
    activeField,
  ],
  columns: [
    { label: 'Image', render: (record) => <ThumbnailCell record={record} field="image" /> },
    linkedTitle,
    windowColumn('Shown', 'starts_at', 'ends_at'),
    positionColumn,
    activeColumn,
  ],
  defaultSort: byPosition,
  titleOf,
  toggle: activeToggle,
};
