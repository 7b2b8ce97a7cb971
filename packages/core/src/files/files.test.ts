import { describe, expect, it } from 'vitest';
import { checkSvg } from './check-svg.ts';
import { sniffFont, sniffImage } from './sniff-file.ts';

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpegHeader = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01,
]);
const svg = (body: string, attrs = '') =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${body}</svg>`,
  );

/** A minimal sfnt with one table directory entry that fits inside the file. */
function sfnt(tag: number[] | string, total = 64) {
  const b = Buffer.alloc(total);
  if (typeof tag === 'string') b.write(tag, 0, 'latin1');
  else Buffer.from(tag).copy(b, 0);
  b.writeUInt16BE(1, 4);
  b.write('head', 12, 'latin1');
  b.writeUInt32BE(28, 12 + 8);
  b.writeUInt32BE(36, 12 + 12);
  return b;
}

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their bytes with their size', () => {
    expect(sniffImage(png1x1, 'a.png', ['png', 'jpeg'])).toEqual({ ok: true, format: 'png', width: 1, height: 1 });
    expect(sniffImage(jpegHeader, 'photo.JPG', ['png', 'jpeg'])).toEqual({
      ok: true,
      format: 'jpeg',
      width: 64,
      height: 32,
    });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(sniffImage(webp, 'x.webp', ['webp'])).toEqual({ ok: true, format: 'webp', width: 100, height: 50 });
  });

  it('trusts content, not names: a PNG named .svg is a mismatch, a text file is unsupported', () => {
    expect(sniffImage(png1x1, 'logo.svg', ['png', 'svg'])).toMatchObject({ ok: false, code: 'FILE_TYPE_MISMATCH' });
    expect(sniffImage(Buffer.from('hello world'), 'logo.png', ['png', 'svg'])).toMatchObject({
      ok: false,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(sniffImage(png1x1, 'photo', ['png'])).toMatchObject({ ok: true, format: 'png' });
  });

  it('refuses formats the slot does not take and pixel bombs', () => {
    expect(sniffImage(svg('<rect width="1" height="1"/>'), 'a.svg', ['png', 'jpeg', 'webp'])).toMatchObject({
      ok: false,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    const bomb = Buffer.from(png1x1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(sniffImage(bomb, 'a.png', ['png'])).toMatchObject({ ok: false, code: 'INVALID_IMAGE' });
    expect(sniffImage(png1x1.subarray(0, 12), 'a.png', ['png'])).toMatchObject({ ok: false, code: 'INVALID_IMAGE' });
  });

  it('accepts a clean SVG and refuses an unsafe one as UNSAFE_SVG', () => {
    expect(
      sniffImage(svg('<rect width="10" height="10" fill="#007BFF"/>'), 'logo.svg', ['png', 'jpeg', 'svg']),
    ).toEqual({ ok: true, format: 'svg' });
    expect(sniffImage(svg('<script>alert(1)</script>'), 'logo.svg', ['svg'])).toMatchObject({
      ok: false,
      code: 'UNSAFE_SVG',
    });
  });
});

describe('checkSvg', () => {
  const ok = (s: string) => expect(checkSvg(s)).toEqual({ ok: true });
  const unsafe = (s: string) => expect(checkSvg(s)).toMatchObject({ ok: false, code: 'UNSAFE_SVG' });
  const notSvg = (s: string) => expect(checkSvg(s)).toMatchObject({ ok: false, code: 'NOT_SVG' });
  const wrap = (body: string, attrs = '') => svg(body, attrs).toString();

  it('keeps ordinary logos: shapes, gradients, fragment references, styles, comments, doctype', () => {
    ok(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" width="10" height="10"/>',
      ),
    );
    ok(
      wrap('<use xlink:href="#g"/><use href="#g"/><!-- made in Inkscape --><text x="1" y="5">Реклама &amp; co</text>'),
    );
    ok(wrap('<style><![CDATA[ .a { fill: #C42D9A } ]]></style><circle class="a" r="3"/>'));
    ok(
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>',
    );
    ok(wrap('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'));
  });

  it('refuses scripts, handlers and embedded documents', () => {
    unsafe(wrap('<script>alert(1)</script>'));
    unsafe(wrap('<SCRIPT xlink:href="#x"/>'));
    unsafe(wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'));
    unsafe(wrap('<rect/>', ' onload="alert(1)"'));
    unsafe(wrap('<rect onClick="alert(1)"/>'));
    unsafe(wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'));
    unsafe(wrap('<iframe src="https://evil.example"/>'));
  });

  it('refuses javascript: and external references, however they are spelled', () => {
    unsafe(wrap('<a href="javascript:alert(1)"><rect/></a>'));
    unsafe(wrap('<a xlink:href="&#106;avascript:alert(1)"><rect/></a>'));
    unsafe(wrap('<a href=" java\tscript:alert(1)"><rect/></a>'));
    unsafe(wrap('<use href="https://evil.example/sprite.svg#a"/>'));
    unsafe(wrap('<image xlink:href="//evil.example/x.png"/>'));
    unsafe(wrap('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'));
    unsafe(wrap('<rect style="fill: url(https://evil.example/x)"/>'));
    unsafe(wrap('<rect fill="url(\'http://evil.example/x\')"/>'));
    unsafe(wrap('<style>@import url(https://evil.example/a.css);</style>'));
    unsafe(wrap('<style>.a{background:url(//evil.example/a.png)}</style>'));
    unsafe(wrap('<set attributeName="href" to="javascript:alert(1)"/>'));
  });

  it('refuses the four tricks an earlier checker let through: SMIL setting handlers, CSS escapes, image-set()', () => {
    unsafe(wrap('<rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect>'));
    unsafe(wrap('<a><animate attributeName="href" values="https://evil.example/"/><text>x</text></a>'));
    unsafe(wrap('<style>@\\69mport "https://evil.example/x.css";</style>'));
    unsafe(wrap('<style>.a { background: u\\72l(https://evil.example/x.png) }</style><rect class="a"/>'));
    unsafe(wrap('<rect style="fill: red; background-image: image-set(\'https://evil.example/x.png\' 1x)"/>'));
    unsafe(wrap('<style>.a { background: -webkit-image-set("https://evil.example/a.png" 1x) }</style>'));
    ok(wrap('<rect width="5" height="5"><animate attributeName="opacity" values="0;1" dur="1s"/></rect>'));
    ok(wrap('<style>.a { fill: url(#g) }</style><rect class="a image"/>'));
  });

  it('refuses entity declarations and anything that is not one well-formed <svg> document', () => {
    unsafe('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    notSvg('<html><body>hi</body></html>');
    notSvg('just text');
    notSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>');
    notSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg><svg></svg>');
    notSvg('<svg xmlns="http://www.w3.org/2000/svg" a="1" a="2"></svg>');
    notSvg('<svg xmlns="http://www.w3.org/2000/svg">&nbsp;</svg>');
  });
});

describe('sniffFont', () => {
  it('accepts TTF, OTF and WOFF by their headers', () => {
    expect(sniffFont(sfnt([0, 1, 0, 0]), 'Heading.ttf')).toEqual({ ok: true, format: 'ttf' });
    expect(sniffFont(sfnt('true'), 'Heading.ttf')).toEqual({ ok: true, format: 'ttf' });
    expect(sniffFont(sfnt('OTTO'), 'Body.otf')).toEqual({ ok: true, format: 'otf' });
    expect(sniffFont(sfnt([0, 1, 0, 0]), 'Body.otf')).toEqual({ ok: true, format: 'ttf' });
    const woff = Buffer.alloc(80);
    woff.write('wOFF', 0, 'latin1');
    woff.writeUInt32BE(80, 8);
    woff.writeUInt16BE(1, 12);
    woff.writeUInt32BE(64, 44 + 4);
    woff.writeUInt32BE(16, 44 + 8);
    expect(sniffFont(woff, 'Body.woff')).toEqual({ ok: true, format: 'woff' });
  });

  it('refuses a text file renamed .ttf, WOFF2, broken directories and renamed formats', () => {
    expect(sniffFont(Buffer.from('this is not a font at all, just text'), 'evil.ttf')).toMatchObject({
      ok: false,
      code: 'INVALID_FONT',
    });
    expect(sniffFont(Buffer.from('wOF2' + 'x'.repeat(60)), 'Body.woff2')).toMatchObject({
      ok: false,
      code: 'WOFF2_NOT_SUPPORTED',
    });
    const broken = sfnt([0, 1, 0, 0]);
    broken.writeUInt32BE(1_000_000, 12 + 12);
    expect(sniffFont(broken, 'x.ttf')).toMatchObject({ ok: false, code: 'INVALID_FONT' });
    expect(sniffFont(sfnt('OTTO'), 'x.woff')).toMatchObject({ ok: false, code: 'FILE_TYPE_MISMATCH' });
    expect(sniffFont(png1x1, 'x.ttf')).toMatchObject({ ok: false, code: 'INVALID_FONT' });
  });
});
