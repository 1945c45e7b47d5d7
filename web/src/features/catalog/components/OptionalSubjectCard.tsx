import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { optionalSubjectName } from '@/lib/choices/optional-subject-name';
import { fileUrl } from '@/lib/file-url';
import type { OptionalSubject } from '../api/schemas';

/** The Optional Course Details page of one resource type of a subject. */
export function optionalCoursePath(optionalId: number, typeId: number): string {
  return `/optionals/${optionalId}/${typeId}`;
}

/** One optional subject with a button per resource type (docs/product.md, "Sections"). */
export function OptionalSubjectCard({ subject }: { subject: OptionalSubject }) {
  const { t } = useTranslation();
  const name = optionalSubjectName(subject, t);
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="aspect-video overflow-hidden bg-navy-50">
        {subject.thumbnail && (
          <img
            src={fileUrl(subject.thumbnail)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-semibold text-navy-900">{name}</h2>
        {subject.description && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{subject.description}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {subject.modules.map((module) => (
            <Link
              key={module.id}
              to={optionalCoursePath(subject.id, module.id)}
              className="btn btn-navy flex-1 whitespace-nowrap"
            >
              {module.name}
              <span className="sr-only">: {name}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
