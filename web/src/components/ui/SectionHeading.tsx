interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** The h2 of a home-page section; `id` ties it to its section's aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'left',
  tone = 'light',
}: SectionHeadingProps) {
  const centred = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p
          className={`text-xs font-semibold tracking-[0.18em] uppercase ${dark ? 'text-saffron-300' : 'text-saffron-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 font-display text-2xl font-bold tracking-tight sm:text-3xl ${dark ? 'text-white' : 'text-navy-900'}`}
      >
        {title}
      </h2>
      {description && <p className={`mt-3 text-base ${dark ? 'text-navy-100' : 'text-slate-600'}`}>{description}</p>}
    </div>
  );
}
