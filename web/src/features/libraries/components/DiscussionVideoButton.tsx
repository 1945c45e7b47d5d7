import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { drivePreviewUrl } from '../rules/drive-preview';
import { DISCUSSION_VIDEO_FAILED, NO_DISCUSSION_VIDEO } from '../rules/messages';
import { VideoPlayerDialog } from './VideoPlayerDialog';

interface DiscussionVideoButtonProps {
  testName: string;
  /** The Drive link the test list carries, or null when there is none (yet). */
  link: string | null | undefined;
  describedBy?: string;
}

/** 'Discussion Video': plays the test's discussion in the video dialog. */
export function DiscussionVideoButton({ testName, link, describedBy }: DiscussionVideoButtonProps) {
  const [playing, setPlaying] = useState<string | null>(null);

  const onClick = () => {
    if (!link) {
      toast.error(NO_DISCUSSION_VIDEO);
      return;
    }
    const preview = drivePreviewUrl(link);
    if (!preview) {
      toast.error(DISCUSSION_VIDEO_FAILED);
      return;
    }
    setPlaying(preview);
  };

  return (
    <>
      <button type="button" onClick={onClick} aria-describedby={describedBy} className="btn btn-outline">
        <PlayCircle className="size-4" aria-hidden="true" />
        Discussion Video
      </button>
      {playing && (
        <VideoPlayerDialog title={`Discussion: ${testName}`} src={playing} onClose={() => setPlaying(null)} />
      )}
    </>
  );
}
