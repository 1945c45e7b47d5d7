import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResourceList } from '../api/resources';
import { DeleteDialog } from '../components/list/DeleteDialog';
import { ResourceTable } from '../components/list/ResourceTable';
import { RowActions } from '../components/list/RowActions';
import { useListState } from '../components/list/use-list-state';
import { PageTitle } from '../components/ui/PageTitle';
import type { AdminRecord } from '../model/record';
import type { ResourceSpec } from '../model/resource';

interface ResourceListPageProps {
  spec: ResourceSpec;
  basePath: string;
}

/** Any resource's list: search, filters, sorting, paging, and a row's Edit, publish and Delete. */
export function ResourceListPage({ spec, basePath }: ResourceListPageProps) {
  const state = useListState({ defaultSort: spec.defaultSort, filters: spec.filters });
  const list = useResourceList(spec.name, state.params);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);

  // A record created from a tab (a section of types) starts in that tab's section.
  const presets = new URLSearchParams();
  for (const filter of spec.filters ?? []) {
    const value = state.params.filters[filter.name];
    if (filter.tabs && value) presets.set(filter.name, value);
  }
  const query = presets.toString();
  const newPath = query ? `${basePath}/new?${query}` : `${basePath}/new`;

  return (
    <>
      <PageTitle
        title={spec.title}
        description={spec.description}
        actions={
          spec.canCreate !== false && (
            <Link to={newPath} className="btn btn-navy">
              <Plus className="size-4" aria-hidden="true" />
              New {spec.singular}
            </Link>
          )
        }
      />
      <ResourceTable
        caption={spec.title}
        columns={spec.columns.filter((column) => column.showIf?.(state.params.filters, list.data?.items ?? []) ?? true)}
        state={state}
        query={list}
        rowKey={(record) => record.id}
        search={spec.search}
        filters={spec.filters}
        actions={(record) => <RowActions spec={spec} record={record} basePath={basePath} onDelete={setDeleting} />}
      />
      {deleting && <DeleteDialog spec={spec} record={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
