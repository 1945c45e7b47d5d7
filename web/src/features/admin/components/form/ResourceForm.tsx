import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { ApiError } from '@/lib/api-client';
import { FORM_HAS_ERRORS, refusalMessage, showServerFieldErrors } from '@/lib/form-errors';
import { useSaveRecord } from '../../api/resources';
import { useUploadProgress } from '../../api/send-form';
import type { FieldSpec } from '../../model/fields';
import type { AdminRecord } from '../../model/record';
import type { ResourceSpec } from '../../model/resource';
import { wireName, withTranslations } from '../../model/translated-fields';
import {
  changedFields,
  confirmedPayload,
  formProblems,
  formValuesOf,
  NEEDS_CONFIRMATION,
  type Payload,
  payloadOf,
  type ResourceFormValues,
  slugFrom,
} from '../../rules/form-values';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { UploadProgress } from '../ui/UploadProgress';
import { FieldControl } from './FieldControl';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * The fields are described by data, not by a hand-written schema, so validation is the same
 * data-driven rule set (rules/form-values.ts) that the unit tests check, wrapped as a resolver.
 */
function resolverFor(fields: readonly FieldSpec[], record: AdminRecord | null): Resolver<ResourceFormValues> {
  return (values) => {
    const problems = Object.entries(formProblems(fields, values, record));
    if (problems.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }])),
    };
  };
}

const WIDE_KINDS = new Set<FieldSpec['kind']>(['long', 'formatted']);

/** While a record is being created, its slug follows its name until someone edits the slug. */
function useSlugFollowsName(form: UseFormReturn<ResourceFormValues>, fields: readonly FieldSpec[], creating: boolean) {
  const slug = fields.find((field) => field.kind === 'slug')?.name;
  const follows = creating && slug !== undefined && fields.some((field) => field.name === 'name');
  useEffect(() => {
    if (!follows || !slug) return;
    const subscription = form.watch((values, { name }) => {
      if (name !== 'name' || form.getFieldState(slug).isDirty) return;
      form.setValue(slug, slugFrom(typeof values.name === 'string' ? values.name : ''));
    });
    return () => subscription.unsubscribe();
  }, [follows, slug, form]);
}

/**
 * A translated field: English, with each other language beside it (stacked on a narrow screen),
 * each labelled with the language's own name and marked with its lang (docs/product.md,
 * "Languages of staff texts").
 */
function TranslatedField({
  field,
  fields,
  form,
  record,
}: {
  field: FieldSpec;
  fields: readonly FieldSpec[];
  form: UseFormReturn<ResourceFormValues>;
  record: AdminRecord | null;
}) {
  const languages = fields.filter((other) => other.translation?.of === field.name);
  return (
    <div role="group" aria-label={field.label} className="grid gap-x-4 gap-y-3 md:col-span-2 lg:grid-cols-3">
      <FieldControl field={field} form={form} record={record} />
      {languages.map((other) => (
        <FieldControl key={other.name} field={other} form={form} record={record} />
      ))}
    </div>
  );
}

interface ResourceFormProps {
  spec: ResourceSpec;
  /** null creates a new record. */
  record: AdminRecord | null;
  /** Values a new record starts with (the section of the tab it was created from). */
  presets?: Readonly<Record<string, string>>;
  onSaved: (record: AdminRecord, created: boolean) => void;
  onCancel: () => void;
  /** The form's frame: a card on a page; bare inside a dialog. */
  className?: string;
}

/**
 * The one form for every resource, drawn from its field descriptions: validated on the client
 * with the server's own messages, sent as a form (multipart with upload progress when a file is
 * chosen), and the server's per-field errors shown on the fields.
 */
export function ResourceForm({
  spec,
  record,
  presets,
  onSaved,
  onCancel,
  className = 'card p-5 sm:p-6',
}: ResourceFormProps) {
  const creating = record === null;
  // A translated field's other languages are fields of their own, drawn beside it.
  const fields = useMemo(() => withTranslations(spec.fields), [spec.fields]);
  const initial = useMemo(() => formValuesOf(fields, record, presets), [fields, record, presets]);
  const resolver = useMemo(() => resolverFor(fields, record), [fields, record]);
  const form = useForm<ResourceFormValues>({ defaultValues: initial, resolver });
  const save = useSaveRecord(spec.name);
  const upload = useUploadProgress();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // A change the server said what it would do to learners' results, waiting for staff to confirm.
  const [confirming, setConfirming] = useState<{ payload: Payload; message: string } | null>(null);
  useSlugFollowsName(form, spec.fields, creating);
  // docs/product.md, "Unsaved changes".
  const guard = useUnsavedChanges(
    form.formState.isDirty,
    creating ? `the new ${spec.singular}` : `this ${spec.singular}`,
  );

  const onSubmit = (values: ResourceFormValues) => {
    setServerMessage(null);
    const changed = creating ? null : changedFields(fields, values, initial);
    if (changed?.size === 0) {
      toast('Nothing to save: no field has changed.');
      return;
    }
    send(payloadOf(fields, values, changed));
  };

  const send = (payload: Payload) => {
    save.mutate(
      { id: record?.id ?? null, payload, onProgress: payload.hasFile ? upload.track : undefined },
      {
        onSuccess: (saved) => {
          upload.done();
          setConfirming(null);
          toast.success(creating ? `The ${spec.singular} was created.` : 'Changes saved.');
          guard.allowLeaving();
          onSaved(saved, creating);
        },
        onError: (error) => {
          upload.done();
          if (error instanceof ApiError && error.status === NEEDS_CONFIRMATION) {
            setConfirming({ payload: confirmedPayload(payload), message: error.message });
            return;
          }
          setConfirming(null);
          // The server names a field in another language translations.<language>.<field>.
          const byWire = new Map(fields.map((field) => [wireName(field), field.name]));
          const names = [...byWire.keys()];
          showServerFieldErrors(
            error,
            (name, fieldError, options) => form.setError(byWire.get(name) ?? name, fieldError, options),
            names,
          );
          // A message about a field the form has no input for is shown here, not hidden behind
          // 'Please fix the errors above.'
          setServerMessage(refusalMessage(error, names, `Could not save the ${spec.singular}. Please try again.`));
        },
      },
    );
  };

  const flags = fields.filter((field) => field.kind === 'bool');
  const others = fields.filter((field) => field.kind !== 'bool' && !field.translation);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className={className}>
      <p className="mb-5 text-sm text-slate-600">
        Fields marked <span className="text-rose-600">*</span> are required.
      </p>
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        {others.map((field) =>
          field.translated ? (
            <TranslatedField key={field.name} field={field} fields={fields} form={form} record={record} />
          ) : (
            <div key={field.name} className={WIDE_KINDS.has(field.kind) ? 'md:col-span-2' : undefined}>
              <FieldControl field={field} form={form} record={record} />
            </div>
          ),
        )}
      </div>
      {flags.length > 0 && (
        <fieldset className="mt-6">
          <legend className="mb-2 text-sm font-medium text-navy-900">Settings</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {flags.map((field) => (
              <FieldControl key={field.name} field={field} form={form} record={record} />
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-6 space-y-4 border-t border-slate-200 pt-5">
        <UploadProgress progress={upload.progress} />
        <FormAlert message={serverMessage ?? (hasErrors ? FORM_HAS_ERRORS : null)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => guard.confirmLeave(onCancel)}
            disabled={save.isPending}
          >
            Cancel
          </button>
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            {creating ? `Create ${spec.singular}` : 'Save changes'}
          </SubmitButton>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Learners will see this change"
          confirmLabel="Save and apply"
          pendingLabel="Saving..."
          onConfirm={() => send(confirming.payload)}
          onClose={() => setConfirming(null)}
          pending={save.isPending}
        >
          <p>{confirming.message}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
