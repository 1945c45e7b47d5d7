import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';

interface LibraryPageProps {
  title: string;
  description?: string;
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame of every library page: the title band, a back link, then the content. */
export function LibraryPage({ title, description, back, children }: LibraryPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="container-page py-8 sm:py-12">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-navy-700 hover:text-navy-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <div className="mt-6">{children}</div>
      </div>
    </>
  );
}
