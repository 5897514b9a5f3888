import type { ComponentType, ComponentProps } from 'react';
import { FacebookIcon, GithubIcon, LinkedinIcon, XIcon } from '../components/social-icons';

export type SocialLink = { name: string; href: string; icon: ComponentType<ComponentProps<'svg'>> };

/**
 * The footer's four social links (spec: four social icons). The organisation's accounts are not named in the
 * spec: these addresses are the project's intended handles, kept in this one place to be confirmed or changed.
 */
export const socialLinks: SocialLink[] = [
  { name: 'GitHub', href: 'https://github.com/amicus-legal/amicus', icon: GithubIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/amicus-legal', icon: LinkedinIcon },
  { name: 'X', href: 'https://x.com/amicuslegal', icon: XIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/amicuslegal', icon: FacebookIcon },
];
