import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { drivePreviewUrl } from '../rules/drive-preview';
import { VideoPlayerDialog } from './VideoPlayerDialog';

interface DiscussionVideoButtonProps {
  testName: string;
  /** The Drive link the test list carries, or null when there is none (yet). */
  link: string | null | undefined;
  describedBy?: string;
}

/** 'Discussion Video': plays the test's discussion in the video dialog. */
export function DiscussionVideoButton({ testName, link, describedBy }: DiscussionVideoButtonProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);

  const onClick = () => {
    if (!link) {
      toast.error(t('libraries.discussion.unavailable'));
      return;
    }
    const preview = drivePreviewUrl(link);
    if (!preview) {
      toast.error(t('libraries.discussion.failed'));
      return;
    }
    setPlaying(preview);
  };

  return (
    <>
      <button type="button" onClick={onClick} aria-describedby={describedBy} className="btn btn-outline">
        <PlayCircle className="size-4" aria-hidden="true" />
        {t('libraries.discussion.button')}
      </button>
      {playing && (
        <VideoPlayerDialog
          title={t('libraries.discussion.dialogTitle', { name: testName })}
          src={playing}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
