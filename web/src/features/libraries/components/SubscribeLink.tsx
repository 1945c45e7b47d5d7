import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface SubscribeLinkProps {
  /** The subscription's details page, where it can be bought. */
  to: string;
  /** Id of the item's heading, so the link reads as "Subscribe to Access, <item>". */
  describedBy?: string;
}

/** What a learner without the subscription sees in place of an item's files and actions. */
export function SubscribeLink({ to, describedBy }: SubscribeLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-describedby={describedBy} className="btn btn-primary">
      <Lock className="size-4" aria-hidden="true" />
      {t('libraries.common.subscribeToAccess')}
    </Link>
  );
}
