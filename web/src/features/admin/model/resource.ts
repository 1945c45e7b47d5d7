import type { ReactNode } from 'react';
import type { Choice, FieldSpec, RefSource, ResourceName } from './fields';
import type { AdminRecord } from './record';

export type SortOrder = 'asc' | 'desc';

/** One column of a resource's table. */
export interface ColumnSpec {
  label: string;
  /** The server's sort key, when the list can be ordered by this column. */
  sort?: string;
  render: (record: AdminRecord) => ReactNode;
  /** Right-aligned figures, narrow cells and the like. */
  className?: string;
  /** Shown only for some filters or rows (a type's optional subject, in the Optionals tab). */
  showIf?: (filters: Readonly<Record<string, string>>, rows: readonly AdminRecord[]) => boolean;
}

/** A list filter: a query parameter with fixed or looked-up choices. */
export interface FilterSpec {
  name: string;
  label: string;
  choices?: readonly Choice[];
  ref?: RefSource;
  /** Shown as tabs, one per choice (fixed or looked up), the first chosen by default (the types' sections). */
  tabs?: boolean;
}

/** Everything the generic list and form pages need to know about one resource. */
export interface ResourceSpec {
  name: ResourceName;
  /** The page's title, plural: "Subscriptions". */
  title: string;
  /** One record, for buttons and messages: "subscription". */
  singular: string;
  description?: string;
  fields: readonly FieldSpec[];
  columns: readonly ColumnSpec[];
  /** The search box's label; without it the list has no search (the server searches no column). */
  search?: string;
  filters?: readonly FilterSpec[];
  defaultSort: { sort: string; order: SortOrder };
  /** How a record is named in headings and confirmations. */
  titleOf: (record: AdminRecord) => string;
  /** The flag a list row can switch without opening the form (publish/unpublish, activate). */
  toggle?: { field: 'is_published' | 'is_active'; on: string; off: string };
  /** Leads are created by visitors, not staff. */
  canCreate?: boolean;
  /** The server copies a record with what it holds (POST .../{id}/duplicate): a prelims test. */
  canDuplicate?: boolean;
  /** Staff walk the record through the learner's screens with nothing recorded: a prelims test. */
  canPreview?: boolean;
  /** What opens below the form of a saved record (a subscription's libraries and tags, a test's questions). */
  extras?: (record: AdminRecord) => ReactNode;
}
