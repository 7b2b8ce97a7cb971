import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMusicBed } from '../audio/own-music.ts';
import { analyseClip } from '../pictures/node/clip-window.ts';
import { cleanSceneTake } from '../voice/recorded-voice.ts';
import { AudioInputError, decodeVoice, probeAudio } from '../voice/own-voice.ts';
import { defaultFfmpegPath } from './ffmpeg.ts';
import { AUDIO_CONTAINERS, inputArgs, safeInput, sniffContainer, UnsafeInputError } from './ffmpeg-input.ts';
import { probe } from './probe.ts';

const ff = defaultFfmpegPath();
const dir = mkdtempSync(join(tmpdir(), 'reklamo-ffmpeg-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const make = (name: string, args: string[]) => {
  const p = join(dir, name);
  execFileSync(ff, ['-v', 'error', '-y', ...args, p]);
  return p;
};
const write = (name: string, text: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AudioInputError ? e.code : e instanceof UnsafeInputError ? 'UNSAFE' : String(e)),
  );

// Another customer's recording: a tone anyone would recognise in the attacker's copy.
const secret = make('secret.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3']);
const hls = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\n${secret}\n#EXT-X-ENDLIST\n`;
const hlsUrl = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\nfile://${secret}\n#EXT-X-ENDLIST\n`;
const concat = `ffconcat version 1.0\nfile '${secret}'\n`;
const sdp = 'v=0\no=- 0 0 IN IP4 127.0.0.1\ns=x\nc=IN IP4 127.0.0.1\nt=0 0\nm=audio 5004 RTP/AVP 0\n';

describe('ffmpeg reads only the one file given, as the container its bytes say', { timeout: 60_000 }, () => {
  it('names the container of common audio and video by their first bytes, and nothing else', async () => {
    const made: [string, string[], string][] = [
      ['a.wav', ['-f', 'lavfi', '-i', 'sine=d=1'], 'wav'],
      ['a.mp3', ['-f', 'lavfi', '-i', 'sine=d=1'], 'mp3'],
      ['a.m4a', ['-f', 'lavfi', '-i', 'sine=d=1'], 'mp4'],
      ['a.ogg', ['-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'libopus'], 'ogg'],
      ['a.webm', ['-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'libopus'], 'webm'],
      ['a.flac', ['-f', 'lavfi', '-i', 'sine=d=1'], 'flac'],
      ['a.aac', ['-f', 'lavfi', '-i', 'sine=d=1', '-f', 'adts'], 'aac'],
      ['v.mp4', ['-f', 'lavfi', '-i', 'testsrc=s=32x32:d=1'], 'mp4'],
      ['v.mov', ['-f', 'lavfi', '-i', 'testsrc=s=32x32:d=1'], 'mp4'],
    ];
    for (const [name, args, want] of made) {
      const p = make(name, args);
      expect([name, (await safeInput(p, [want as 'wav']))[3]]).toEqual([
        name,
        want === 'mp4' ? 'mov' : want === 'webm' ? 'matroska' : want,
      ]);
    }
    for (const text of [
      hls,
      hlsUrl,
      concat,
      sdp,
      'file:///etc/passwd',
      '<?xml version="1.0"?><MPD/>',
      '[playlist]\nFile1=/etc/passwd\n',
    ]) {
      expect(sniffContainer(Buffer.from(text))).toBeUndefined();
    }
  });

  it('gives ffmpeg the demuxer, a file-only protocol whitelist and a file: URL', () => {
    expect(inputArgs('/data/users/u/voice/x.wav', 'wav')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'wav',
      '-i',
      'file:/data/users/u/voice/x.wav',
    ]);
    expect(inputArgs('concat:/a|/b', 'mp4').slice(-1)[0]).toMatch(/^file:\//);
  });

  it('without it ffmpeg would copy the listed file: the attack is real on this ffmpeg', () => {
    const playlist = write('plain.wav', hls);
    const r = spawnSync(ff, ['-hide_banner', '-i', playlist], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/Input #0, hls/);
  });

  it('refuses a playlist, a file:// list, a concat list and an SDP uploaded as a voice, a take or music: nothing of the listed file is read', async () => {
    for (const [i, text] of [hls, hlsUrl, concat, sdp].entries()) {
      const p = write(`evil-${i}.wav`, text);
      expect(await code(decodeVoice(ff, p, { maxSec: 300 }))).toBe('AUDIO_FORMAT_UNSUPPORTED');
      expect(await code(cleanSceneTake(ff, p))).toBe('AUDIO_FORMAT_UNSUPPORTED');
      expect(await code(probeAudio(ff, p))).toBe('AUDIO_FORMAT_UNSUPPORTED');
      // A music file kept from before these checks is read again at render: refused there too.
      expect(await code(loadMusicBed(ff, p, 5, 48000))).toBe('AUDIO_FORMAT_UNSUPPORTED');
      expect(await code(probe(ff, p))).toBe('UNSAFE');
      expect(await analyseClip(ff, p)).toEqual([]);
    }
  });

  it('does not follow a playlist behind bytes that pass the sniff: the named demuxer never reads it as one', async () => {
    // An empty ID3 tag, then the playlist: sniffed as MP3, and the MP3 demuxer finds no audio in it.
    const id3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.from(hls)]);
    const disguised = write('disguised.mp3', id3);
    expect(sniffContainer(id3)).toBe('mp3');
    expect(await code(decodeVoice(ff, disguised, { maxSec: 300 }))).toBe('AUDIO_INVALID');
    for (const fmt of AUDIO_CONTAINERS) {
      const r = spawnSync(ff, ['-hide_banner', ...inputArgs(disguised, fmt), '-f', 's16le', '-'], {
        encoding: 'latin1',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect([fmt, r.stderr.includes('hls')]).toEqual([fmt, false]);
      // The secret is 3 s of 44.1 kHz audio; nothing of it comes out.
      expect([fmt, r.stdout.length < 44100]).toEqual([fmt, true]);
    }
  });

  it('still reads real recordings', async () => {
    const pcm = await decodeVoice(ff, secret, { maxSec: 300 });
    expect(pcm.length / 22050).toBeGreaterThan(2.5);
  });
});
