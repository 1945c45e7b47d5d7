import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/ui/Modal';
import { ApiError } from '@/lib/api-client';
import { refusalMessage, showServerFieldErrors } from '@/lib/form-errors';
import { languageRow } from '@/i18n/languages';
import { type AdminQuestion, useSaveQuestion } from '../../api/questions';
import { useRecord } from '../../api/resources';
import { textOf } from '../../model/record';
import {
  DIFFICULTIES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLetter,
  questionFormSchema,
  type QuestionFormValues,
  questionFormValues,
  type QuestionPayload,
  questionPayload,
  versionFields,
  versionLanguages,
} from '../../rules/question-schema';
import { NEEDS_CONFIRMATION } from '../../rules/form-values';
import { STAFF_TEXT_HINT } from '../../rules/staff-text';
import { capitalised } from '../../rules/words';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { IconButton } from '../ui/IconButton';
import { ImageInserter } from './ImageInserter';

const SERVER_FIELDS = ['description', 'explanation', 'topic', 'difficulty', 'options', 'correct'] as const;

/** The columns of the side-by-side texts: the first version's, then one per other language. */
const COLUMNS: Readonly<Record<number, string>> = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'lg:grid-cols-4 md:grid-cols-2',
};

function columnsOf(count: number): string {
  return COLUMNS[count] ?? 'md:grid-cols-2 lg:grid-cols-4';
}

interface QuestionDialogProps {
  testId: number;
  /** null adds a question at the end. */
  question: AdminQuestion | null;
  onClose: () => void;
}

/**
 * What a key correction of a sat test will do, as the server said it, asked in the dialog itself
 * (a second dialog over this one would take the keyboard from it): the focus moves here, and
 * staff save and apply it or go back to the question.
 */
function KeyCorrectionConfirm({
  message,
  pending,
  onConfirm,
  onBack,
}: {
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 focus-visible:outline-3 focus-visible:outline-saffron-400"
    >
      <p id={titleId} className="font-semibold">
        Learners will see this change
      </p>
      <p className="mt-1">{message}</p>
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={pending}>
          Back to the question
        </button>
        <button type="button" className="btn btn-navy" onClick={onConfirm} disabled={pending}>
          {pending ? 'Saving...' : 'Save and apply'}
        </button>
      </div>
    </div>
  );
}

/**
 * Adds or changes a question: its text, 2 to 6 options with the correct one chosen, and the rest;
 * beside each text its version in each other language of the test, side by side, one column per
 * language (docs/product.md, "Languages of a test").
 */
export function QuestionDialog({ testId, question, onClose }: QuestionDialogProps) {
  const titleId = useId();
  const correctId = useId();
  const save = useSaveQuestion(testId);
  const test = useRecord('prelims-tests', testId);
  const languages = versionLanguages(textOf(test.data, 'languages').split(',').filter(Boolean), question);
  const serverFields = [...SERVER_FIELDS, ...versionFields(languages)];
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ payload: QuestionPayload; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = useForm<QuestionFormValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: questionFormValues(question),
  });
  // An image chosen but not yet inserted is a change of the question too.
  const [imagePending, setImagePending] = useState(false);
  // docs/product.md, "Unsaved changes": Cancel, Escape and leaving the page ask first.
  const guard = useUnsavedChanges(
    isDirty || imagePending,
    question ? `question ${question.position}` : 'the new question',
  );
  const close = () => guard.confirmLeave(onClose);
  const options = useFieldArray({ control, name: 'options' });
  const description = register('description');
  const descriptionElement = useRef<HTMLTextAreaElement | null>(null);

  /** Puts an image's line where the cursor was in the question, on a line of its own. */
  const insertImage = (line: string) => {
    const text = getValues('description');
    const at = descriptionElement.current?.selectionStart ?? text.length;
    const before = text.slice(0, at).replace(/[ \t]*$/, '');
    const after = text.slice(at).replace(/^[ \t]*/, '');
    const joined = `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}${line}${after.startsWith('\n') ? '' : '\n'}${after}`;
    setValue('description', joined, { shouldDirty: true });
  };

  const send = (payload: QuestionPayload, confirmed: boolean) => {
    setServerMessage(null);
    save.mutate(
      { id: question?.id ?? null, question: payload, confirmed },
      {
        onSuccess: (message) => {
          setConfirming(null);
          toast.success(message ?? (question ? 'Question saved.' : 'Question added.'));
          guard.allowLeaving();
          onClose();
        },
        onError: (error) => {
          // A key correction of a sat test: the server says what it will do, and staff confirm.
          if (error instanceof ApiError && error.status === NEEDS_CONFIRMATION) {
            setConfirming({ payload, message: error.message });
            return;
          }
          setConfirming(null);
          showServerFieldErrors(error, setError, serverFields);
          setServerMessage(refusalMessage(error, serverFields, 'Could not save the question. Please try again.'));
        },
      },
    );
  };
  const onSubmit = (values: QuestionFormValues) => send(questionPayload(values), false);

  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  // A different correct option on a saved question is a key correction: say what it does.
  const chosen = useWatch({ control, name: 'correct' });
  const keyChanges = question !== null && chosen !== String(question.correct);

  return (
    <Modal labelledBy={titleId} onClose={save.isPending ? () => undefined : close} panelClassName="max-w-4xl p-6">
      <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
        {question ? `Edit question ${question.position}` : 'Add a question'}
      </h2>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-5">
        <div className={`grid gap-4 ${columnsOf(1 + languages.length)}`}>
          <FormField label="Question" required error={errors.description?.message} hint={STAFF_TEXT_HINT}>
            {(controlProps) => (
              <textarea
                rows={4}
                className="form-input"
                data-autofocus
                {...description}
                ref={(element) => {
                  description.ref(element);
                  descriptionElement.current = element;
                }}
                {...controlProps}
              />
            )}
          </FormField>
          {languages.map((language) => (
            <FormField
              key={language}
              label={`Question in ${languageRow(language).englishName}`}
              optional
              error={errors.translations?.[language]?.description?.message}
              hint={`The whole ${languageRow(language).englishName} version, every option too, or none of it.`}
            >
              {(controlProps) => (
                <textarea
                  rows={4}
                  lang={language}
                  className="form-input"
                  {...register(`translations.${language}.description`)}
                  {...controlProps}
                />
              )}
            </FormField>
          ))}
        </div>
        <ImageInserter onInsert={insertImage} onPendingChange={setImagePending} />

        <fieldset aria-describedby={optionsError ? `${correctId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-navy-900">
            Options <span className="font-normal text-slate-500">(choose the correct one)</span>
          </legend>
          <ol className="space-y-2">
            {options.fields.map((option, index) => (
              <li key={option.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={String(index + 1)}
                  aria-label={`Option ${optionLetter(index + 1)} is correct`}
                  className="size-5 accent-emerald-700"
                  {...register('correct')}
                />
                <span className="w-5 text-sm font-semibold text-slate-600" aria-hidden="true">
                  {optionLetter(index + 1)}
                </span>
                <label htmlFor={`${correctId}-option-${index}`} className="sr-only">
                  Option {optionLetter(index + 1)}
                </label>
                <input
                  id={`${correctId}-option-${index}`}
                  className="form-input min-w-0 py-2"
                  {...register(`options.${index}.text`)}
                />
                {languages.map((language) => (
                  <input
                    key={language}
                    lang={language}
                    aria-label={`Option ${optionLetter(index + 1)} in ${languageRow(language).englishName}`}
                    placeholder={languageRow(language).name}
                    className="form-input min-w-0 py-2"
                    {...register(`options.${index}.translations.${language}`)}
                  />
                ))}
                <IconButton
                  label={`Remove option ${optionLetter(index + 1)}`}
                  disabled={options.fields.length <= MIN_OPTIONS}
                  onClick={() => options.remove(index)}
                >
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-outline mt-2 px-3 py-1.5 text-xs"
            onClick={() => options.append({ text: '', translations: {} })}
            disabled={options.fields.length >= MAX_OPTIONS}
          >
            <Plus className="size-3.5" aria-hidden="true" />
            Add option
          </button>
          <div id={`${correctId}-error`} className="mt-1.5 space-y-1 text-sm text-rose-700">
            {optionsError && <p>{optionsError}</p>}
            {errors.correct?.message && <p>{errors.correct.message}</p>}
          </div>
          {keyChanges && (
            <p
              role="status"
              className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              This changes the answer key: every submitted attempt of this test is scored again and the rankings follow.
              Learners see in their review that the key was corrected.
            </p>
          )}
        </fieldset>

        <div className={`grid gap-4 ${columnsOf(1 + languages.length)}`}>
          <FormField
            label="Explanation"
            optional
            error={errors.explanation?.message}
            hint="Shown to learners in the review."
          >
            {(controlProps) => (
              <textarea rows={3} className="form-input" {...register('explanation')} {...controlProps} />
            )}
          </FormField>
          {languages.map((language) => (
            <FormField
              key={language}
              label={`Explanation in ${languageRow(language).englishName}`}
              optional
              error={errors.translations?.[language]?.explanation?.message}
            >
              {(controlProps) => (
                <textarea
                  rows={3}
                  lang={language}
                  className="form-input"
                  {...register(`translations.${language}.explanation`)}
                  {...controlProps}
                />
              )}
            </FormField>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Topic" optional maxLength={100} error={errors.topic?.message} {...register('topic')} />
          <SelectField
            label="Difficulty"
            required
            options={DIFFICULTIES.map((value) => ({ value, label: capitalised(value) }))}
            error={errors.difficulty?.message}
            {...register('difficulty')}
          />
        </div>
        <FormAlert message={serverMessage} />
        {confirming ? (
          <KeyCorrectionConfirm
            message={confirming.message}
            pending={save.isPending}
            onConfirm={() => send(confirming.payload, true)}
            onBack={() => setConfirming(null)}
          />
        ) : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-outline" onClick={close} disabled={save.isPending}>
              Cancel
            </button>
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              {question ? 'Save question' : 'Add question'}
            </SubmitButton>
          </div>
        )}
      </form>
    </Modal>
  );
}
