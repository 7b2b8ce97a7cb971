import { z } from 'zod';

/** A job is a name plus its payload schema (STYLE.md rule 3); handlers live in apps/server/src/jobs. */
export const RENDER_VIDEO_JOB = {
  name: 'render-video',
  schema: z.object({ videoId: z.uuid() }),
} as const;
export type RenderVideoJob = z.infer<typeof RENDER_VIDEO_JOB.schema>;

export const JOBS = [RENDER_VIDEO_JOB] as const;
export type JobName = (typeof JOBS)[number]['name'];
