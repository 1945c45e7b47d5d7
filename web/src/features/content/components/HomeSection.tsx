import type { ReactNode } from 'react';
import { LoadingStatus } from '@/components/ui/Skeleton';
import { SectionHeading } from '@/components/ui/SectionHeading';

interface HomeSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  tone?: 'light' | 'muted' | 'dark';
  align?: 'left' | 'center';
  children: ReactNode;
}

const backgrounds = {
  light: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-900',
} as const;

/** The frame every home-page section shares: spacing, background and a labelled heading. */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  tone = 'light',
  align = 'left',
  children,
}: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${backgrounds[tone]} py-14 sm:py-20`}>
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          description={description}
          align={align}
          tone={tone === 'dark' ? 'dark' : 'light'}
        />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** Three placeholders that match the carousel's 3 / 2 / 1 columns. */
export function CarouselSkeleton({ label, renderCard }: { label: string; renderCard: () => ReactNode }) {
  return (
    <LoadingStatus label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <div>{renderCard()}</div>
      <div className="hidden sm:block">{renderCard()}</div>
      <div className="hidden lg:block">{renderCard()}</div>
    </LoadingStatus>
  );
}
