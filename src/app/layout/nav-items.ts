import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Calendar from 'lucide-react/icons/calendar';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import Lightbulb from 'lucide-react/icons/lightbulb';
import PenLine from 'lucide-react/icons/pen-line';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sprout from 'lucide-react/icons/sprout';
import Users from 'lucide-react/icons/users';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows the unread badge. */
  inbox?: boolean;
}

// Spec §2: five places for everyone, three more once signed in.
export const PUBLIC_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/prompt', label: 'Write', icon: PenLine },
  { to: '/feed', label: 'Feed', icon: BookOpen },
  { to: '/community', label: 'Community', icon: Users },
  { to: '/insights', label: 'Insights', icon: Lightbulb },
];

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { to: '/timeline', label: 'Timeline', icon: Calendar },
  { to: '/growth', label: 'Growth', icon: Sprout },
  { to: '/messages', label: 'Messages', icon: Inbox, inbox: true },
];

/** Issue 16: only moderators see the review queue in the navigation. */
export const MODERATOR_NAV: readonly NavItem[] = [{ to: '/moderation', label: 'Moderation', icon: ShieldCheck }];

export const FOOTER_LINKS: readonly { to: string; label: string }[] = [
  { to: '/prompt', label: 'Write' },
  { to: '/feed', label: 'Feed' },
  { to: '/insights', label: 'Insights' },
  { to: '/community', label: 'Community' },
  { to: '/settings', label: 'Your Words & Settings' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];
