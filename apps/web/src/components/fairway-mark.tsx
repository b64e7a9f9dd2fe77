import { useId } from 'react';

/** The Fairway brand mark: a flag on a green under a rising sun. Decorative; the name is text. */
export function FairwayMark({ size = 56 }: { size?: number }) {
  const clipId = useId();
  return (
    <svg
      className="fairway-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <clipPath id={clipId}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill="#ffffff" />
        <circle cx="44" cy="22" r="8" fill="#f2c14e" />
        <path d="M0 44c10-8 22-11 34-8s21 2 30-4v32H0z" fill="#3f9a5b" />
        <path d="M0 52c12-6 26-8 38-4s18 2 26-1v17H0z" fill="#1f6f43" />
        <ellipse cx="26" cy="45" rx="9" ry="2.6" fill="#17563a" />
        <path d="M26 45V16" stroke="#1b3a2b" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M27 16l13 5-13 5z" fill="#e4572e" />
      </g>
    </svg>
  );
}
