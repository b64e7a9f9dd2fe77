const BOUNDARY = 'fairwaytestboundary';

/** The content type of a body multipartBody makes. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A file part: its bytes, its file name and, when given, its Content-Type. */
export interface MultipartFile {
  data: Buffer;
  name: string;
  type?: string;
}

/**
 * A multipart body as a browser's FormData sends it: the text `fields` first, then `file` (when
 * given) as the part named "file".
 */
export function multipartBody(
  file: MultipartFile | null,
  fields: Record<string, string | number> = {},
): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          (file.type ? `Content-Type: ${file.type}\r\n` : '') +
          '\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
