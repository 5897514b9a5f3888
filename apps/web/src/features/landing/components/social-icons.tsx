import type { ComponentProps } from 'react';

// lucide-react dropped its brand logos, so these are drawn here in the same 24 px outline style
// (after the brand icons lucide shipped before, ISC licence).
type IconProps = ComponentProps<'svg'>;

function OutlineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </svg>
  );
}

export function GithubIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
      <path d="M9 18c-4.51 2-5-2-7-2" />
    </OutlineIcon>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </OutlineIcon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.5 7.4M10.5 12.6 4 20" />
    </OutlineIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </OutlineIcon>
  );
}
