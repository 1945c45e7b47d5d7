import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRecord } from '../api/resources';
import { ResourceForm } from '../components/form/ResourceForm';
import { DuplicateAction } from '../components/list/DuplicateAction';
import { PreviewAction } from '../components/list/PreviewAction';
import { isListReturn } from '../components/list/RowActions';
import { BackLink } from '@/components/ui/BackLink';
import { PageTitle } from '../components/ui/PageTitle';
import { type AdminRecord, textOf } from '../model/record';
import type { ResourceSpec } from '../model/resource';
import { capitalised } from '../rules/words';

interface ResourceEditPageProps {
  spec: ResourceSpec;
  basePath: string;
  /** The "new" route: an empty form. */
  creating?: boolean;
}

/** Creates a record, or changes one (with what opens below its form: libraries, questions). */
export function ResourceEditPage({ spec, basePath, creating = false }: ResourceEditPageProps) {
  const { id } = useParams();
  const recordId = creating ? null : Number(id);
  const validId = recordId === null || (Number.isInteger(recordId) && recordId > 0);
  const record = useRecord(spec.name, validId ? recordId : null);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const listPath = basePath + (isListReturn(location.state) ? location.state.listSearch : '');

  // A new record may start with values from the address (?category_id=5 from the Optionals tab).
  const presets = useMemo(() => {
    const names = new Set(spec.fields.map((field) => field.name));
    return Object.fromEntries([...searchParams].filter(([name]) => names.has(name)));
  }, [searchParams, spec.fields]);

  const onSaved = (saved: AdminRecord, created: boolean) => {
    // Records with more to set up below the form (a subscription's libraries, a mains series'
    // evaluators) stay open.
    const extras = spec.extras?.(saved);
    if (extras !== undefined && extras !== null) {
      if (created) void navigate(`${basePath}/${saved.id}`, { replace: true });
      return;
    }
    void navigate(listPath);
  };

  const back = <BackLink to={listPath} className="mb-3">{`All ${spec.title.toLowerCase()}`}</BackLink>;

  if (creating) {
    return (
      <>
        <PageTitle title={`New ${spec.singular}`} back={back} />
        <ResourceForm
          spec={spec}
          record={null}
          presets={presets}
          onSaved={onSaved}
          onCancel={() => void navigate(listPath)}
        />
      </>
    );
  }

  if (!validId || record.isError) {
    return (
      <>
        <PageTitle title={capitalised(spec.singular)} back={back} />
        <SectionError
          message={
            validId ? errorMessage(record.error, `Could not load the ${spec.singular}.`) : `No such ${spec.singular}.`
          }
          onRetry={validId ? () => void record.refetch() : undefined}
        />
      </>
    );
  }

  if (record.isPending) {
    return (
      <>
        <PageTitle title={capitalised(spec.singular)} back={back} />
        <LoadingStatus label={`Loading the ${spec.singular}`} className="card grid gap-5 p-6 md:grid-cols-2">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </LoadingStatus>
      </>
    );
  }

  const data = record.data;
  return (
    <>
      <PageTitle
        title={spec.titleOf(data)}
        description={`Edit ${spec.singular} #${data.id}`}
        back={back}
        actions={
          (spec.canPreview || spec.canDuplicate) && (
            <>
              {spec.canPreview && <PreviewAction test={data} look="button" />}
              {spec.canDuplicate && <DuplicateAction spec={spec} record={data} basePath={basePath} look="button" />}
            </>
          )
        }
      />
      <div className="space-y-6">
        {/* A saved change comes back as the new record, and a copy opens in its place: the form starts again from either. */}
        <ResourceForm
          key={`${data.id} ${textOf(data, 'updated_at')}`}
          spec={spec}
          record={data}
          onSaved={onSaved}
          onCancel={() => void navigate(listPath)}
        />
        {spec.extras?.(data)}
      </div>
    </>
  );
}
