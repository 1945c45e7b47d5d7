import { Maximize, Minimize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '@/lib/use-fullscreen';

interface FullscreenButtonProps {
  className?: string;
  /** Icon only (the running test's header on a phone); the label stays for screen readers. */
  compact?: boolean;
}

/** Enter/Exit Full Screen, shown only where the browser supports it. */
export function FullscreenButton({ className = 'btn btn-outline', compact = false }: FullscreenButtonProps) {
  const { t } = useTranslation();
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  const label = active ? t('quiz.fullscreen.exit') : t('quiz.fullscreen.enter');
  const Icon = active ? Minimize : Maximize;
  return (
    <button type="button" onClick={toggle} className={className} aria-label={compact ? label : undefined} title={label}>
      <Icon className="size-4" aria-hidden="true" />
      {compact ? <span className="hidden sm:inline">{label}</span> : label}
    </button>
  );
}
