// Attachments: the REST shape of a file or link attached to a record, and the spec's size display.

/** `fileType`: a stored file, or a link with a name. */
export type AttachmentFileType = 'file' | 'url';

/** An attachment as the api answers it (`UpdateAttachment`, `GetBlank`, `{Object}/Attachment/{id}`). */
export interface AttachmentModel {
  id: number;
  name: string;
  fileType: AttachmentFileType;
  /** The link of a URL attachment; for a file, the api path that serves its bytes. */
  url: string | null;
  /** The record it belongs to; null while an upload waits for `UpdateAssociate`. */
  parentObject: string | null;
  parentId: number | null;
  /** The spec's associateId: the parent's row id (0 when not associated yet). */
  associateId: number;
  attachmentType: string | null;
  /** The sniffed type of the bytes (files only). */
  contentType: string | null;
  size: number;
  /** The spec's display of the size ("12.5 KB"); empty for links. */
  sizeText: string;
  /** Whether the browser may show it inline (a safe type); others download. */
  viewable: boolean;
  createdBy: number;
  createdByName: string | null;
  creationDate: string;
  lastModifiedDate: string;
  originateAccountId: number;
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** Spec: "File size shown as KB, MB, GB with one decimal" (1 KB = 1024 bytes; GB is the largest unit). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
