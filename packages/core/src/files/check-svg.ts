/**
 * Decides whether an uploaded SVG is safe to keep. We refuse rather than strip: a logo that
 * needs scripts, event handlers or outside resources is not a logo we want to render, and
 * refusing leaves no half-cleaned markup behind. The checker is a small, strict XML tokenizer:
 * anything it cannot parse is refused too, so a browser and this code never disagree about what
 * is an element or an attribute.
 */

export type SvgCheck = { ok: true } | { ok: false; code: 'NOT_SVG' | 'UNSAFE_SVG'; reason: string };

/** Elements that run code, embed other documents or load outside content. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
  'frame',
  'frameset',
  'applet',
  'meta',
  'link',
  'base',
]);
/** Attributes whose value is a reference; only same-document fragments (#id) are allowed. */
const REFERENCE_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'data',
  'xml:base',
  'style-src',
]);

const NAME = /^[A-Za-z_][\w.:-]*$/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML character references; undefined for an entity XML does not define. */
function decodeEntities(s: string): string | undefined {
  let bad = false;
  const out = s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);?/g, (_m, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(ref.slice(2), 16), 0x10ffff));
    if (ref.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(ref.slice(1), 10), 0x10ffff));
    const named = NAMED_ENTITIES[ref];
    if (named === undefined) bad = true;
    return named ?? '';
  });
  return bad ? undefined : out;
}

/** Normalised for pattern checks: no whitespace or control characters, lower case. */
const squash = (s: string) => s.replace(/[\s\u0000-\u001f\u007f-\u009f\\]+/g, '').toLowerCase();

/** CSS escapes (`\69 mport`, `u\rl(`) decoded as a browser does, so `@import` and `url(` cannot hide. */
const decodeCssEscapes = (css: string) =>
  css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_m, hex: string) =>
      String.fromCodePoint(Math.min(parseInt(hex, 16) || 0xfffd, 0x10ffff)),
    )
    .replace(/\\(.)/gs, '$1');

/** CSS functions that load a resource from a plain string, without url(). */
const LOADING_FUNCTIONS = ['image-set(', 'image(', 'cross-fade(', 'element(', 'src('];

/** SMIL elements that set another attribute: setting an event handler or a link is script by the back door. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);

function unsafeCss(css: string): string | undefined {
  const s = squash(decodeCssEscapes(decodeEntities(css) ?? css));
  if (s.includes('javascript:') || s.includes('vbscript:')) return 'javascript: in CSS';
  if (s.includes('@import')) return '@import in CSS';
  if (s.includes('expression(')) return 'CSS expression()';
  if (s.includes('-moz-binding') || s.includes('behavior:')) return 'CSS binding';
  for (const f of LOADING_FUNCTIONS) if (s.includes(f)) return `CSS ${f})`;
  for (const m of s.matchAll(/url\(([^)]*)\)/g)) {
    const target = m[1]!.replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#')) return `external url(${target})`;
  }
  return undefined;
}

function unsafeAttribute(name: string, rawValue: string): string | undefined {
  const lname = name.toLowerCase();
  const value = decodeEntities(rawValue);
  if (value === undefined) return `undefined entity in ${name}`;
  if (lname.startsWith('on')) return `event handler ${name}`;
  if (lname === 'xmlns' || lname.startsWith('xmlns:')) return undefined;
  const v = squash(value);
  if (v.includes('javascript:') || v.includes('vbscript:') || v.includes('data:text/html'))
    return `script URL in ${name}`;
  if (REFERENCE_ATTRIBUTES.has(lname) || lname.endsWith(':href')) {
    // Embedded raster data is self-contained and cannot run script; anything else must be #id.
    if (!v.startsWith('#') && !/^data:image\/(png|jpe?g|gif|webp);base64,/.test(v))
      return `external reference ${name}="${value.slice(0, 60)}"`;
  }
  if (lname === 'style') return unsafeCss(value);
  if (v.includes('url(') || v.includes('image') || v.includes('@') || value.includes('\\')) return unsafeCss(value);
  return undefined;
}

export function checkSvg(input: string): SvgCheck {
  const refuse = (reason: string): SvgCheck => ({ ok: false, code: 'UNSAFE_SVG', reason });
  const notSvg = (reason: string): SvgCheck => ({ ok: false, code: 'NOT_SVG', reason });
  const s = input.replace(/^\uFEFF/, '');
  const stack: string[] = [];
  let root: string | undefined;
  let i = 0;
  let inStyle = false;
  let styleText = '';

  while (i < s.length) {
    const lt = s.indexOf('<', i);
    const text = lt === -1 ? s.slice(i) : s.slice(i, lt);
    if (text) {
      if (!stack.length && text.trim()) return notSvg('text outside the root element');
      if (decodeEntities(text) === undefined) return notSvg('undefined entity');
      if (inStyle) styleText += text;
    }
    if (lt === -1) break;
    i = lt;
    if (s.startsWith('<?', i)) {
      const end = s.indexOf('?>', i);
      if (end === -1) return notSvg('unterminated processing instruction');
      const pi = s.slice(i + 2, end);
      if (!/^xml(\s|$)/.test(pi)) return refuse('processing instruction');
      if (i !== 0) return notSvg('XML declaration not at the start');
      i = end + 2;
    } else if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 4);
      if (end === -1) return notSvg('unterminated comment');
      i = end + 3;
    } else if (s.startsWith('<![CDATA[', i)) {
      const end = s.indexOf(']]>', i);
      if (end === -1 || !stack.length) return notSvg('bad CDATA');
      if (!inStyle) return refuse('CDATA outside <style>');
      styleText += s.slice(i + 9, end);
      i = end + 3;
    } else if (s.startsWith('<!', i)) {
      const end = s.indexOf('>', i);
      if (end === -1) return notSvg('unterminated declaration');
      const decl = s.slice(i, end + 1);
      if (!/^<!DOCTYPE\s/i.test(decl) || root) return notSvg('unexpected declaration');
      // An internal subset can declare entities (billion laughs, external entities): refuse it.
      if (decl.includes('[') || /ENTITY/i.test(decl)) return refuse('DOCTYPE with an internal subset');
      i = end + 1;
    } else if (s.startsWith('</', i)) {
      const end = s.indexOf('>', i);
      if (end === -1) return notSvg('unterminated end tag');
      const name = s.slice(i + 2, end).trim();
      if (stack.pop() !== name) return notSvg(`mismatched </${name}>`);
      if (inStyle && name.toLowerCase().replace(/^.*:/, '') === 'style') {
        const bad = unsafeCss(styleText);
        if (bad) return refuse(bad);
        inStyle = false;
        styleText = '';
      }
      i = end + 1;
    } else {
      // Start tag: name, then attributes name="value" or name='value', then > or />.
      let j = i + 1;
      const nameMatch = /^[^\s/>]+/.exec(s.slice(j));
      if (!nameMatch || !NAME.test(nameMatch[0])) return notSvg('bad element name');
      const name = nameMatch[0];
      j += name.length;
      const local = name.toLowerCase().replace(/^.*:/, '');
      if (!root) {
        if (local !== 'svg') return notSvg(`root element is <${name}>, not <svg>`);
        root = name;
      } else if (!stack.length) {
        return notSvg('more than one root element');
      }
      if (FORBIDDEN_ELEMENTS.has(local)) return refuse(`<${name}> element`);
      const seen = new Set<string>();
      let selfClosing = false;
      for (;;) {
        const ws = /^\s*/.exec(s.slice(j))![0];
        j += ws.length;
        if (s.startsWith('/>', j)) {
          selfClosing = true;
          j += 2;
          break;
        }
        if (s[j] === '>') {
          j += 1;
          break;
        }
        if (j >= s.length) return notSvg('unterminated start tag');
        if (!ws) return notSvg('attributes must be separated by whitespace');
        const attr = /^([^\s=/>]+)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(s.slice(j));
        if (!attr || !NAME.test(attr[1]!)) return notSvg('bad attribute');
        const attrName = attr[1]!;
        if (seen.has(attrName)) return notSvg(`duplicate attribute ${attrName}`);
        seen.add(attrName);
        const bad = unsafeAttribute(attrName, attr[3] ?? attr[4] ?? '');
        if (bad) return refuse(bad);
        if (ANIMATION_ELEMENTS.has(local) && attrName.toLowerCase() === 'attributename') {
          const target = squash(decodeEntities(attr[3] ?? attr[4] ?? '') ?? '').replace(/^.*:/, '');
          if (target.startsWith('on') || target === 'href' || target === 'src' || target === 'style')
            return refuse(`<${name}> animating ${target}`);
        }
        j += attr[0].length;
      }
      if (!selfClosing) {
        stack.push(name);
        if (local === 'style') {
          inStyle = true;
          styleText = '';
        }
      }
      i = j;
    }
  }
  if (!root) return notSvg('no <svg> element');
  if (stack.length) return notSvg(`unclosed <${stack.at(-1)}>`);
  return { ok: true };
}
