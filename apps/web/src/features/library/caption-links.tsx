import type { Video } from '@reklamo/contract';
import { Captions } from 'lucide-react';
import { m } from '../../messages/index.ts';

const t = m.library;

/** The ad's captions as files beside the MP4: .srt (what platforms ask to upload) and .vtt. Never counted as a download. */
export function CaptionLinks({
  video,
  className = '',
}: {
  video: Pick<Video, 'title' | 'captions_url' | 'captions_srt_url'>;
  className?: string;
}) {
  if (!video.captions_url) return null;
  const link =
    'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold text-brand-700 hover:bg-brand-50 hover:underline';
  return (
    <p
      className={`flex flex-wrap items-center gap-x-1 text-sm text-slate-600 ${className}`}
      data-testid="caption-links"
    >
      <Captions size={15} aria-hidden className="text-slate-500" />
      <span>{t.captionFiles}</span>
      {video.captions_srt_url && (
        <a className={link} href={video.captions_srt_url} download aria-label={t.captionFileOf('.srt', video.title)}>
          {t.captionFile('.srt')}
        </a>
      )}
      <a
        className={link}
        href={`${video.captions_url}?download=1`}
        download
        aria-label={t.captionFileOf('.vtt', video.title)}
      >
        {t.captionFile('.vtt')}
      </a>
    </p>
  );
}
