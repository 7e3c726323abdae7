// What an uploaded file really is: the type of its bytes (file-type's magic numbers, then a text check),
// never the name or the type the browser declared. Executables and scripts are refused; a name whose
// extension promises a binary type the bytes do not have is refused; HTML and SVG are kept but never
// shown inline (see disposition()).
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export const NOT_ALLOWED_MESSAGE = 'This file type is not allowed';
export const MISMATCH_MESSAGE = "The file's content does not match its type";

/** Names that run code when opened, whatever their bytes. */
const BLOCKED_EXTENSIONS = new Set(
  'exe dll com bat cmd msi msp scr pif cpl msc hta ps1 psm1 vbs vbe js jse mjs wsf wsh jar apk app sh bash zsh csh ksh lnk reg gadget so dylib elf run bin'.split(' '),
);

/** Types of executable code (file-type's names). */
const BLOCKED_TYPES = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-dosexec',
  'application/x-elf',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-mach-binary',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/wasm',
  'application/x-msi',
]);

/** What a binary extension promises; the sniffed type must be one of these. */
const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  pdf: ['application/pdf'],
  zip: ['application/zip'],
  gz: ['application/gzip'],
  '7z': ['application/x-7z-compressed'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  mp3: ['audio/mpeg'],
  mp4: ['video/mp4'],
  wav: ['audio/wav', 'audio/vnd.wave', 'audio/x-wav'],
  ogg: ['audio/ogg', 'video/ogg'],
  webm: ['video/webm', 'audio/webm'],
};

/** Text files by extension (their bytes carry no magic number). */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  ics: 'text/calendar',
  vcf: 'text/vcard',
};

/** Types a browser may show inline without running anything of the file's. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'text/plain',
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'video/mp4',
  'video/webm',
]);

export type Sniffed = { ok: true; contentType: string } | { ok: false; message: string };

const markup = /^\s*(<!doctype\s+html|<html|<head|<body|<script|<iframe|<svg|<\?xml[^>]*>\s*<svg)/i;

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // Control characters other than tab, line feeds and form feed mark binary data.
  let control = 0;
  for (const b of head) if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 27) control++;
  return control <= head.length / 100;
}

/** The real type of the bytes of `path`, or why the file is refused. */
export async function sniffFile(path: string, name: string): Promise<Sniffed> {
  const ext = extname(name).slice(1).toLowerCase();
  if (BLOCKED_EXTENSIONS.has(ext)) return { ok: false, message: NOT_ALLOWED_MESSAGE };
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const detected = await fileTypeFromBuffer(head);
  if (detected && BLOCKED_TYPES.has(detected.mime)) return { ok: false, message: NOT_ALLOWED_MESSAGE };
  const expected = EXPECTED[ext];
  if (expected && (!detected || !expected.includes(detected.mime))) return { ok: false, message: MISMATCH_MESSAGE };
  if (detected) return { ok: true, contentType: detected.mime };
  if (!looksLikeText(head)) return { ok: true, contentType: 'application/octet-stream' };
  const text = head.toString('utf8');
  // A script with an interpreter line runs when made executable: refused like the executables.
  if (text.startsWith('#!')) return { ok: false, message: NOT_ALLOWED_MESSAGE };
  if (markup.test(text)) return { ok: true, contentType: /<svg/i.test(text.slice(0, 512)) ? 'image/svg+xml' : 'text/html' };
  return { ok: true, contentType: TEXT_TYPES[ext] ?? 'text/plain' };
}

/** Whether a stored type is shown inline by the view route (everything else downloads). */
export const isViewable = (contentType: string | null) => contentType !== null && INLINE_TYPES.has(contentType);

/**
 * The Content-Type the view route sends: the sniffed type when it is safe to name, with a charset for text;
 * markup and anything unknown as opaque bytes, so no browser renders it as a page.
 */
export function servedType(contentType: string | null): string {
  if (!contentType || contentType === 'text/html' || contentType === 'image/svg+xml' || contentType === 'application/xml') return 'application/octet-stream';
  if (contentType.startsWith('text/') || contentType === 'application/json') return `${contentType}; charset=utf-8`;
  return contentType;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
