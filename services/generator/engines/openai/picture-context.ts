// The request's binary files in the prompt (issue 27): never as text. Each is listed by path,
// size and, for a picture, its format and pixel dimensions (read from its bytes), so the model
// can reference it; with OPENAI_VISION the pictures a vision model reads also go as image parts
// (data: URLs), bounded in count and bytes so one request cannot fill the model's context.
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import { IMAGE_MIME, readBase64ImageHeader } from '../../../../shared/images/image-header.ts';
import { svgSize } from '../../../../shared/images/svg-size.ts';
import type { ChatContentPart, ChatMessage } from './chat-stream.ts';
import { renderPrompt } from './prompts.ts';

/** Image parts per request, and their decoded bytes in all. */
export const MAX_VISION_IMAGES = 6;
export const MAX_VISION_BYTES = 8 * 1024 * 1024;
// The formats chat-completions vision models accept as image parts.
const VISION_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export interface PictureContext {
  /** The listing, in the prompt's words; empty when the request has no pictures. */
  text: string;
  /** The pictures themselves, for a vision model; empty when OPENAI_VISION is off. */
  images: ChatContentPart[];
}

export const NO_PICTURES: PictureContext = { text: '', images: [] };

function count(bytes: number): string {
  return bytes.toLocaleString('en-US');
}

/** `files`: the request's binary files, and for a new site its SVG pictures too. */
export function pictureContext(files: readonly SiteFile[], vision: boolean): PictureContext {
  if (files.length === 0) return NO_PICTURES;
  const lines: string[] = [];
  const images: ChatContentPart[] = [];
  let sentBytes = 0;
  for (const file of files) {
    if (file.encoding !== 'base64') {
      const size = svgSize(file.content);
      const pixels = size.width && size.height ? `, ${size.width} × ${size.height} px` : '';
      lines.push(`- ${file.path}: SVG picture${pixels}, ${count(Buffer.byteLength(file.content))} bytes`);
      continue;
    }
    const size = Buffer.byteLength(file.content, 'base64');
    const header = readBase64ImageHeader(file.content);
    if (!header) {
      lines.push(`- ${file.path}: binary file, ${count(size)} bytes`);
      continue;
    }
    const pixels = header.width && header.height ? `, ${header.width} × ${header.height} px` : '';
    const sendable = vision && VISION_FORMATS.has(header.format) && images.length < MAX_VISION_IMAGES;
    const fits = sendable && sentBytes + size <= MAX_VISION_BYTES;
    if (fits) {
      sentBytes += size;
      images.push({ type: 'image_url', image_url: { url: `data:${IMAGE_MIME[header.format]};base64,${file.content}`, detail: 'auto' } });
    }
    const shown = fits ? ` (image ${images.length} below)` : '';
    lines.push(`- ${file.path}: ${header.format.toUpperCase()} picture${pixels}, ${count(size)} bytes${shown}`);
  }
  return { text: renderPrompt('pictures', { files: lines.join('\n') }), images };
}

/** The user's message with the pictures: listed after its text, and sent after it as parts. */
export function withPictures(message: ChatMessage, pictures: PictureContext): ChatMessage {
  if (message.role !== 'user' || pictures.text === '' || typeof message.content !== 'string') return message;
  const text = `${message.content}\n\n${pictures.text}`;
  return pictures.images.length === 0
    ? { role: 'user', content: text }
    : { role: 'user', content: [{ type: 'text', text }, ...pictures.images] };
}
