import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIBE_TO_ACCESS } from '../rules/messages';

interface SubscribeLinkProps {
  /** The subscription's details page, where it can be bought. */
  to: string;
  /** Id of the item's heading, so the link reads as "Subscribe to Access, <item>". */
  describedBy?: string;
}

/** What a learner without the subscription sees in place of an item's files and actions. */
export function SubscribeLink({ to, describedBy }: SubscribeLinkProps) {
  return (
    <Link to={to} aria-describedby={describedBy} className="btn btn-primary">
      <Lock className="size-4" aria-hidden="true" />
      {SUBSCRIBE_TO_ACCESS}
    </Link>
  );
}
