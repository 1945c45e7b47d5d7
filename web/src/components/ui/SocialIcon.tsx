import type { ReactNode, SVGProps } from 'react';
import type { SocialNetwork } from '@/config/brand';

// Lucide dropped brand marks, so these five are drawn here as simple 24×24 line glyphs in the
// same style as the rest of the icon set (no icon font or external download).
const glyphs: Record<SocialNetwork, ReactNode> = {
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.25v5.5L14.75 12z" fill="currentColor" />
    </>
  ),
  telegram: (
    <>
      <path d="M21.5 3.5 2.75 10.75l6.5 2.5 2.5 7 3.5-4.75 4.75 3.5z" />
      <path d="m9.25 13.25 8-6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.75l.5-3.25H14.5V8.25c0-.95.45-1.75 1.8-1.75h1.6V3.6c-.4-.05-1.4-.15-2.55-.15-2.55 0-4.1 1.55-4.1 4.35v2.45H8.5v3.25h2.75V21" />
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M19.5 4 13.6 10.4M10.4 13.6 4.5 20" />
    </>
  ),
};

interface SocialIconProps extends SVGProps<SVGSVGElement> {
  network: SocialNetwork;
}

export function SocialIcon({ network, ...svgProps }: SocialIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...svgProps}
    >
      {glyphs[network]}
    </svg>
  );
}
