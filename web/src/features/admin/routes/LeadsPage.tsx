import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { downloadCsv } from '../api/download';
import { useResourceList } from '../api/resources';
import { ResourceForm } from '../components/form/ResourceForm';
import { useConfirmLeave } from '../components/form/use-unsaved-changes';
import { ResourceTable } from '../components/list/ResourceTable';
import { useListState } from '../components/list/use-list-state';
import { AsyncButton } from '../components/ui/AsyncButton';
import { Fact } from '../components/ui/Fact';
import { PageTitle } from '../components/ui/PageTitle';
import { rowPrimary } from '../components/ui/row-action';
import { type AdminRecord, textOf } from '../model/record';
import { choiceLabel, ENQUIRY_KINDS } from '../model/sections';
import { enquiriesSpec, LeadStatusBadge, leadInterest } from '../model/specs/leads';
import { formatDateTime, indiaDay } from '../rules/india-time';

/** A lead's details, and what staff change: its status and their notes. */
function LeadPanel({ lead, onClose }: { lead: AdminRecord; onClose: () => void }) {
  const titleId = useId();
  const attempted = lead.upsc_attempted;
  // Escape asks first while the lead's status or notes are changed and not saved.
  const confirmLeave = useConfirmLeave();
  return (
    <Modal labelledBy={titleId} onClose={() => confirmLeave(onClose)} panelClassName="max-w-xl p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
          {textOf(lead, 'name')}
        </h2>
        <LeadStatusBadge status={textOf(lead, 'status')} />
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Fact label="Received">{formatDateTime(textOf(lead, 'created_at'))}</Fact>
        <Fact label="Kind">{choiceLabel(ENQUIRY_KINDS, textOf(lead, 'kind'))}</Fact>
        <Fact label="E-mail">
          <a className="text-navy-700 underline underline-offset-2" href={`mailto:${textOf(lead, 'email')}`}>
            {textOf(lead, 'email')}
          </a>
        </Fact>
        <Fact label="Mobile">
          <a className="text-navy-700 underline underline-offset-2" href={`tel:+91${textOf(lead, 'mobile')}`}>
            {textOf(lead, 'mobile')}
          </a>
        </Fact>
        <Fact label="Interested in">{leadInterest(lead)}</Fact>
        <Fact label="City">{textOf(lead, 'city')}</Fact>
        {textOf(lead, 'kind') === 'course' && (
          <Fact label="Appeared for UPSC before">{attempted === true ? 'Yes' : attempted === false ? 'No' : ''}</Fact>
        )}
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <ResourceForm spec={enquiriesSpec} record={lead} onSaved={onClose} onCancel={onClose} className="" />
      </div>
    </Modal>
  );
}

/** The enquiries inbox: leads from the site's forms, worked from New to Enrolled or Closed. */
export function LeadsPage() {
  const state = useListState({ defaultSort: enquiriesSpec.defaultSort, filters: enquiriesSpec.filters });
  const leads = useResourceList('enquiries', state.params);
  const [open, setOpen] = useState<AdminRecord | null>(null);
  const { status, kind } = state.params.filters;

  return (
    <>
      <PageTitle title="Leads" description="Enquiries from the site’s subscription and course forms, newest first." />
      <ResourceTable
        caption="Leads"
        columns={enquiriesSpec.columns}
        state={state}
        query={leads}
        rowKey={(lead) => lead.id}
        search={enquiriesSpec.search}
        filters={enquiriesSpec.filters}
        toolbar={
          <AsyncButton
            action={() =>
              downloadCsv('/v1/admin/enquiries.csv', `enquiries-${indiaDay(Date.now())}.csv`, {
                status: status || undefined,
                kind: kind || undefined,
              })
            }
            failure="Could not export the leads."
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </AsyncButton>
        }
        actions={(lead) => (
          <button type="button" className={rowPrimary} onClick={() => setOpen(lead)}>
            Open<span className="sr-only"> the lead from {textOf(lead, 'name')}</span>
          </button>
        )}
      />
      {open && <LeadPanel lead={open} onClose={() => setOpen(null)} />}
    </>
  );
}
