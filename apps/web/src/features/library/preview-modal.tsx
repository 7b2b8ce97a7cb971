import type { Video } from '@reklamo/contract';
import { Download } from 'lucide-react';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import { CaptionLinks } from './caption-links.tsx';
import { PictureCredits } from './picture-credits.tsx';
import { formatDate } from './video-card.tsx';

const ASPECT_CLS: Record<Video['aspect_ratio'], string> = {
  '16:9': 'aspect-video w-full',
  '9:16': 'aspect-[9/16] h-[70vh] max-w-full',
  '1:1': 'aspect-square h-[70vh] max-w-full',
  '4:5': 'aspect-[4/5] h-[70vh] max-w-full',
};

/** A real player; the server answers Range requests, so seeking works. */
export function PreviewModal({
  video,
  downloading,
  onDownload,
  onClose,
}: {
  video: Video;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={video.title} onClose={onClose} size="lg">
      <div className="flex justify-center rounded-xl bg-black">
        <video
          key={video.id}
          data-autofocus
          src={video.video_url ?? undefined}
          poster={video.thumbnail_url ?? undefined}
          controls
          autoPlay
          playsInline
          preload="auto"
          className={`max-h-[70vh] bg-black ${ASPECT_CLS[video.aspect_ratio]}`}
        >
          {/* The words are burnt into the picture too; the track is there for players, readers and search, off by default. */}
          {video.captions_url && <track kind="captions" src={video.captions_url} srcLang="bg" label={m.voice.track} />}
          {m.library.playerUnsupported}
        </video>
      </div>
      {!!video.credits?.length && <PictureCredits credits={video.credits} />}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-500">
            <time dateTime={video.created_at}>{formatDate(video.created_at)}</time> · {video.aspect_ratio} ·{' '}
            {m.library.seconds(video.duration)}
          </p>
          <CaptionLinks video={video} />
        </div>
        <button
          type="button"
          onClick={onDownload}
          disabled={downloading}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <Download size={16} aria-hidden /> {downloading ? m.library.downloading : m.library.download}
        </button>
      </div>
    </Modal>
  );
}
