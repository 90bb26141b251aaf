'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorId } from '@/components/ui/field';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { readJson, usePolling } from '@/components/ui/use-polling';
import type { ActionResult } from '@/lib/desk/action-result';
import {
  ACCEPT_ATTRIBUTE,
  contentTypeOf,
  fileProblem,
  formatBytes,
  isCitable,
  isSettled,
} from '@/lib/desk/files/accept';
import { guessDocumentType, type DocumentTypeChoice } from '@/lib/desk/files/document-types';
import { rejectionInWords } from '@/lib/desk/files/rejection';
import type { DeskFileStatus, UploadRequest, UploadTicket } from '@/lib/desk/files/types';
import type { FileStatus } from '@/lib/schemas/file';

/** One chosen file, as the form that holds the upload sees it. */
export interface UploadedDocument {
  key: string;
  fileName: string;
  fileId?: string;
  /** The API's status once the bytes arrived; undefined while the upload runs or after it failed. */
  status?: FileStatus;
  /** True while the session is being opened or the bytes are on their way. */
  busy: boolean;
  /**
   * The document type chosen for it (payers), when the form asks for one: guessed from the file's
   * name where it says, else '' until the person chooses.
   */
  documentType: string;
}

interface Item extends UploadedDocument {
  size: number;
  loaded: number;
  rejectionReason?: string;
  error?: string;
}

export type { DocumentTypeChoice } from '@/lib/desk/files/document-types';

const STATUS_WORDS: Record<FileStatus, { text: string; tone: 'neutral' | 'good' | 'warn' | 'bad' | 'info' }> = {
  PENDING: { text: 'Waiting for the bytes', tone: 'neutral' },
  UPLOADED: { text: 'Uploaded', tone: 'info' },
  PROCESSING: { text: 'Being checked', tone: 'warn' },
  ACCEPTED: { text: 'Accepted', tone: 'good' },
  REJECTED: { text: 'Rejected', tone: 'bad' },
};

const fetchStatus = (fileId: string, signal: AbortSignal) =>
  readJson<DeskFileStatus>(`/api/desk/files/${encodeURIComponent(fileId)}`, signal, 'The status could not be read');

/** PUTs the bytes to the pre-signed URL; XMLHttpRequest because fetch reports no upload progress. */
function putBytes(
  file: File,
  ticket: UploadTicket,
  onProgress: (loaded: number) => void,
): { done: Promise<FileStatus>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<FileStatus>((resolve, reject) => {
    xhr.open('PUT', ticket.uploadUrl);
    xhr.setRequestHeader('Content-Type', ticket.contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { uploadStatus?: FileStatus; message?: string };
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body.uploadStatus ?? 'UPLOADED');
      else reject(new Error(body.message ?? `The upload was refused (HTTP ${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Remove the file and try again.'));
    xhr.onabort = () => reject(new Error('Upload cancelled.'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

function firstMessage(result: Extract<ActionResult<unknown>, { ok: false }>): string {
  const field = Object.entries(result.fieldErrors ?? {})[0];
  return result.formError ?? (field ? `${field[0]} ${field[1]}` : 'The upload could not be started.');
}

/** One file: its progress while uploading, then its processing status, polled until settled. */
function UploadRow({
  item,
  documentTypes,
  onStatus,
  onType,
  onRemove,
}: {
  item: Item;
  documentTypes?: readonly DocumentTypeChoice[];
  onStatus: (status: DeskFileStatus) => void;
  onType: (type: string) => void;
  onRemove: () => void;
}) {
  const polling = item.fileId !== undefined && item.status !== undefined && !isSettled(item.status);
  const { data } = usePolling({
    key: item.fileId ?? '',
    read: (signal) => fetchStatus(item.fileId!, signal),
    enabled: polling,
    every: (status) => (status && isSettled(status.uploadStatus) ? false : 1_500),
  });
  const report = useEffectEvent((status: DeskFileStatus) => onStatus(status));
  useEffect(() => {
    if (data) report(data);
  }, [data]);

  const progressId = `upload-${item.key}`;
  const words = item.status ? STATUS_WORDS[item.status] : undefined;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm" data-testid="document-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{item.fileName}</p>
        <p className="text-xs text-slate-500">{formatBytes(item.size)}</p>
      </div>
      {item.busy && (
        <div className="flex items-center gap-2">
          <label htmlFor={progressId} className="text-xs text-slate-600">
            Uploading {item.fileName}
          </label>
          <progress id={progressId} max={item.size} value={item.loaded} className="h-2 w-32 accent-brand-600" />
          <span className="w-10 text-right font-mono text-xs tabular-nums" aria-hidden>
            {Math.floor((item.loaded / item.size) * 100)}%
          </span>
        </div>
      )}
      <p aria-live="polite" className="text-xs" data-testid="document-status">
        {item.status === 'REJECTED' ? (
          <span className="text-red-700">
            <strong className="font-semibold">Rejected:</strong> {sentence(rejectionInWords(item.rejectionReason))}{' '}
            Remove it and upload another.
          </span>
        ) : (
          words && <Badge tone={words.tone}>{words.text}</Badge>
        )}
        {item.error && <span className="text-red-700">{item.error}</span>}
      </p>
      {documentTypes && (
        <LabelledSelect
          id={`${progressId}-type`}
          label={`Document type of ${item.fileName}`}
          srOnlyLabel
          selectClassName="max-w-56 py-1"
          options={documentTypes}
          emptyOption="Choose a type"
          aria-invalid={item.documentType === '' && item.status !== 'REJECTED'}
          value={item.documentType}
          onChange={(event) => onType(event.target.value)}
        />
      )}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.fileName}`}>
        Remove
      </Button>
    </li>
  );
}

/** Ends the API's reason with a full stop, so the advice after it reads as its own sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Whether every document that may be cited has its type chosen (the form waits until it has). */
export function documentTypesChosen(documents: readonly UploadedDocument[]): boolean {
  return documents.every((d) => d.documentType !== '' || !d.status || !isCitable(d.status));
}

let counter = 0;

/**
 * Choose PDF, PNG or JPEG files (at most 10 MB each, checked here first); each one opens an upload
 * session through `startUpload` (a server action), goes to the pre-signed URL with a progress bar,
 * then shows its processing status until ACCEPTED or REJECTED. Every change is reported through
 * `onChange`, from which the form takes the file ids it may cite.
 */
export function DocumentUpload({
  id,
  label,
  hint,
  error,
  startUpload,
  onChange,
  documentTypes,
  max = 20,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  startUpload: (file: UploadRequest) => Promise<ActionResult<UploadTicket>>;
  onChange: (documents: UploadedDocument[]) => void;
  documentTypes?: readonly DocumentTypeChoice[];
  max?: number;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const report = useEffectEvent((current: Item[]) =>
    onChange(
      current.map(({ key, fileName, fileId, status, busy, documentType }) => ({
        key,
        fileName,
        fileId,
        status,
        busy,
        documentType,
      })),
    ),
  );
  useEffect(() => report(items), [items]);

  const update = (key: string, patch: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function upload(key: string, file: File) {
    const ticket = await startUpload({
      fileName: file.name,
      contentType: contentTypeOf(file) ?? file.type,
      size: file.size,
    }).catch(() => undefined);
    if (!ticket || !ticket.ok)
      return update(key, {
        busy: false,
        error: ticket ? firstMessage(ticket) : 'The upload could not be started. Try again.',
      });
    update(key, { fileId: ticket.data.fileId });
    const put = putBytes(file, ticket.data, (loaded) => update(key, { loaded }));
    aborts.current.set(key, put.abort);
    try {
      const status = await put.done;
      update(key, { busy: false, loaded: file.size, status });
    } catch (failure) {
      update(key, { busy: false, error: (failure as Error).message });
    } finally {
      aborts.current.delete(key);
    }
  }

  function choose(files: FileList | null) {
    if (!files) return;
    const chosen = [...files];
    const refused = chosen.map(fileProblem).filter((p): p is string => p !== undefined);
    const room = Math.max(0, max - items.length);
    const fine = chosen.filter((f) => !fileProblem(f));
    if (fine.length > room) refused.push(`At most ${max} documents; ${fine.length - room} not added.`);
    setProblems(refused);
    const added = fine.slice(0, room).map((file) => ({
      file,
      item: {
        key: `d${(counter += 1)}`,
        fileName: file.name,
        size: file.size,
        loaded: 0,
        busy: true,
        // What the name says (a certificate of incorporation is not a passport), else a choice to make.
        documentType: (documentTypes && guessDocumentType(file.name, documentTypes)) ?? '',
      } satisfies Item,
    }));
    setItems((current) => [...current, ...added.map((a) => a.item)]);
    for (const { file, item } of added) void upload(item.key, file);
  }

  function remove(key: string) {
    aborts.current.get(key)?.();
    setItems((current) => current.filter((item) => item.key !== key));
  }

  const message = problems.join(' ') || error;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={!!message}
        aria-describedby={errorId(id)}
        onChange={(event) => {
          choose(event.target.files);
          event.target.value = '';
        }}
        className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 file:ring-1 file:ring-slate-300 hover:file:bg-slate-50"
      />
      <p
        id={errorId(id)}
        role={problems.length ? 'alert' : undefined}
        aria-live="polite"
        className="text-xs text-red-700"
      >
        {message}
      </p>
      {items.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Documents">
          {items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              documentTypes={documentTypes}
              onStatus={(status) =>
                update(item.key, { status: status.uploadStatus, rejectionReason: status.rejectionReason ?? undefined })
              }
              onType={(documentType) => update(item.key, { documentType })}
              onRemove={() => remove(item.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
