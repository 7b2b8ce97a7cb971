/**
 * What the API asks of its media child and what it answers. Bytes travel as file paths (the upload
 * is on disk already), never in the message: a 40 MP photo would otherwise be copied through the pipe.
 */
export type MediaTask =
  /** A photo's working copy (`dir`/photo, orientation applied, metadata gone) and its thumbnail (`dir`/thumb). */
  | { op: 'photo'; src: string; dir: string }
  /** The part of a photo the render shows in a `width`×`height` frame, as a JPEG at `out`. */
  | { op: 'crop'; src: string; out: string; width: number; height: number }
  /** The avatar as stored (a WebP at `out`); false when the image does not decode. */
  | { op: 'avatar'; src: string; out: string }
  /** A raster logo re-encoded in its own format at `out`; false when the image does not decode. */
  | { op: 'logo'; src: string; out: string; format: 'png' | 'jpeg' }
  /** Whether the canvas loads the font (the renderer registers brand fonts the same way). */
  | { op: 'font'; src: string };

export type MediaResults = {
  photo: { file: string; thumb: string; ext: 'png' | 'jpg'; width: number; height: number };
  crop: null;
  avatar: boolean;
  logo: boolean;
  font: boolean;
};

export type MediaOp = MediaTask['op'];
export type MediaRequest = { id: number; task: MediaTask };
export type MediaReply = { id: number; result: unknown } | { id: number; error: string };
