import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The title band that opens every section page. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <div className="bg-gradient-to-br from-navy-900 via-navy-800 to-navy-700 text-white">
      {/* A phone gets a shorter band, so the page's content starts on its first screen. */}
      <div className="container-page py-7 sm:py-16">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-navy-100 sm:mt-3 sm:text-lg">{description}</p>}
        <div className="mt-4 h-1 w-16 rounded-full bg-saffron-400 sm:mt-6" aria-hidden="true" />
      </div>
    </div>
  );
}
