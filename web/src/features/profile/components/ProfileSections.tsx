import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The profile's three groups, shared by the view and the edit form so both show the same facts
 * in the same places.
 */
export function ProfileSection({
  title,
  as: Grid = 'div',
  children,
}: {
  title: string;
  /** 'dl' when the section lists facts (view mode), 'div' when it holds fields (edit mode). */
  as?: 'dl' | 'div';
  children: ReactNode;
}) {
  return (
    <section className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-xs font-semibold tracking-[0.14em] text-saffron-700 uppercase">{title}</h3>
      <Grid className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</Grid>
    </section>
  );
}

/** Initials for the avatar: the first letters of the first two words of the name. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

/** The card's top: avatar, name and student id, and the mode's action (Edit Profile, or none). */
export function ProfileHeading({
  name,
  studentId,
  headingId,
  action,
}: {
  name: string;
  studentId: string;
  headingId: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-full bg-navy-900 font-display text-lg font-bold text-saffron-300"
      >
        {initialsOf(name)}
      </span>
      {/* At least 13rem for the name: on a phone the action wraps under it instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-52">
        <h2 id={headingId} className="font-display text-xl font-bold break-words text-navy-900">
          {name || t('auth.profile.yourProfile')}
        </h2>
        {studentId && (
          <p className="mt-0.5 text-sm whitespace-nowrap text-slate-600">
            <Trans
              i18nKey="auth.profile.studentIdLine"
              values={{ studentId }}
              components={{ id: <span className="font-mono font-medium text-navy-800" /> }}
            />
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
