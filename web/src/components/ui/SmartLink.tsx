import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Staff-entered redirect URLs may point inside the app ("/notes") or to another site. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}

interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/** A router link for app paths, a new-tab anchor for other sites. */
export function SmartLink({ to, className, children, 'aria-label': ariaLabel, onClick }: SmartLinkProps) {
  if (isExternalUrl(to)) {
    const opensTab = /^(https?:)?\/\//i.test(to);
    return (
      <a
        href={to}
        className={className}
        aria-label={ariaLabel}
        onClick={onClick}
        target={opensTab ? '_blank' : undefined}
        rel={opensTab ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </Link>
  );
}
