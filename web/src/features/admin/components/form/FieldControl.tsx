import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { LANGUAGE_NAMES } from '@/i18n/languages';
import { useRefChoices } from '../../api/choices';
import type { FieldSpec } from '../../model/fields';
import { type AdminRecord, fileRefOf } from '../../model/record';
import { isFileValue, NO_FILE, type ResourceFormValues } from '../../rules/form-values';
import { STAFF_TEXT_HINT } from '../../rules/staff-text';
import { FileField } from './FileField';

interface FieldControlProps {
  field: FieldSpec;
  form: UseFormReturn<ResourceFormValues>;
  record: AdminRecord | null;
}

function RefField({ field, form, error }: { field: FieldSpec; form: FieldControlProps['form']; error?: string }) {
  const { choices, isPending } = useRefChoices(field.ref);
  const common = { label: field.label, required: field.required, optional: !field.required, hint: field.hint, error };
  // The select is registered once its options are there: a native select cannot take a value
  // it has no option for, so registering earlier would show (and keep) the empty choice.
  if (isPending) return <SelectField {...common} options={[]} emptyOption="Loading…" disabled />;
  return (
    <SelectField
      {...common}
      options={choices}
      emptyOption={field.required ? `Choose ${field.label.toLowerCase()}` : 'None'}
      {...form.register(field.name)}
    />
  );
}

function CheckboxField({ field, form }: { field: FieldSpec; form: FieldControlProps['form'] }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 px-3.5 py-3">
      <input id={id} type="checkbox" className="mt-0.5 size-5 rounded accent-navy-800" {...form.register(field.name)} />
      <label htmlFor={id} className="text-sm text-navy-900">
        <span className="font-medium">{field.label}</span>
        {field.hint && <span className="mt-0.5 block text-xs text-slate-500">{field.hint}</span>}
      </label>
    </div>
  );
}

/**
 * A text in another language, beside its English: labelled with the language's own name
 * ("मराठी"), and marked with its lang so that the browser's fonts, spelling and screen readers
 * take it as that language.
 */
function TranslationControl({ field, form }: { field: FieldSpec; form: FieldControlProps['form'] }) {
  const language = field.translation?.language ?? '';
  const common = {
    label: LANGUAGE_NAMES[language] ?? language,
    optional: true,
    error: form.formState.errors[field.name]?.message,
  };
  if (field.kind === 'text') {
    return <TextField {...common} lang={language} maxLength={field.max} {...form.register(field.name)} />;
  }
  return (
    <FormField {...common}>
      {(control) => (
        <textarea
          rows={field.kind === 'formatted' ? 7 : 4}
          className="form-input"
          lang={language}
          {...form.register(field.name)}
          {...control}
        />
      )}
    </FormField>
  );
}

/** Fills a field with the value its definition suggests, as if typed: the form then has a change to save. */
function SuggestButton({
  field,
  suggest,
  form,
}: {
  field: FieldSpec;
  suggest: { label: string; value: string };
  form: FieldControlProps['form'];
}) {
  return (
    <button
      type="button"
      className="btn btn-outline mt-2 py-1.5 text-sm"
      onClick={() => form.setValue(field.name, suggest.value, { shouldDirty: true, shouldValidate: true })}
    >
      {suggest.label}
    </button>
  );
}

/** One field of the generic form, drawn for its kind. */
export function FieldControl({ field, form, record }: FieldControlProps) {
  if (field.translation) return <TranslationControl field={field} form={form} />;
  const error = form.formState.errors[field.name]?.message;
  const common = { label: field.label, required: field.required, optional: !field.required, error };

  switch (field.kind) {
    case 'bool':
      return <CheckboxField field={field} form={form} />;
    case 'ref':
    case 'enum':
      return field.ref ? (
        <RefField field={field} form={form} error={error} />
      ) : (
        <SelectField
          {...common}
          hint={field.hint}
          options={field.choices ?? []}
          emptyOption={field.required ? `Choose ${field.label.toLowerCase()}` : 'None'}
          {...form.register(field.name)}
        />
      );
    case 'image':
    case 'pdf': {
      const kind = field.kind;
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: controlled }) => (
            <FileField
              field={{ ...field, kind }}
              value={isFileValue(controlled.value) ? controlled.value : NO_FILE}
              onChange={controlled.onChange}
              stored={fileRefOf(record?.[field.name])}
              error={error}
            />
          )}
        />
      );
    }
    case 'long':
    case 'formatted':
      return (
        <>
          <FormField {...common} hint={field.hint ?? (field.kind === 'formatted' ? STAFF_TEXT_HINT : undefined)}>
            {(control) => (
              <textarea
                rows={field.kind === 'formatted' ? 7 : 4}
                className="form-input"
                {...form.register(field.name)}
                {...control}
              />
            )}
          </FormField>
          {field.suggest && <SuggestButton field={field} suggest={field.suggest} form={form} />}
        </>
      );
    case 'time':
      return (
        <TextField
          {...common}
          type="datetime-local"
          hint={field.hint ?? 'India time (IST).'}
          {...form.register(field.name)}
        />
      );
    case 'money':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          hint={field.hint ?? 'Rupees, e.g. 1999 or 1999.50.'}
          {...form.register(field.name)}
        />
      );
    case 'marks':
      return <TextField {...common} inputMode="decimal" hint={field.hint} {...form.register(field.name)} />;
    case 'int':
      return <TextField {...common} inputMode="numeric" hint={field.hint} {...form.register(field.name)} />;
    case 'slug':
      return (
        <TextField
          {...common}
          hint={field.hint ?? 'Its web address: lower-case words joined by dashes.'}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register(field.name)}
        />
      );
    default:
      return <TextField {...common} hint={field.hint} maxLength={field.max} {...form.register(field.name)} />;
  }
}
