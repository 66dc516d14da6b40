import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFiles, uploadImages, uploadVideos } from '@gen/api/materials/materials';
import type { StoredFile } from '@gen/api/model';
import type { RequestOptions } from '@/lib/http/client';
import { ensureAccepted, failureMessage } from '../feedback/outcome';
import { checkFile, ruleFor, type UploadKind, type UploadRule } from './uploadRules';

/** Sends one file and resolves the stored file; `onProgress` gets 0…100. */
export type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<StoredFile>;

const CALLS: Record<UploadKind, (body: { file: Blob }, options?: RequestOptions) => Promise<{ data: StoredFile }>> = {
  image: uploadImages,
  video: uploadVideos,
  file: uploadFiles,
};

/**
 * The contract's upload call for a kind (POST /api/upload/images|videos|files, multipart `file`),
 * through the generated function with axios' upload progress.
 */
export function contractUpload(kind: UploadKind): UploadFn {
  return async (file, onProgress) => {
    const result = ensureAccepted(
      await CALLS[kind]({ file }, {
        onUploadProgress: (e) => {
          if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
        },
      }),
    );
    onProgress(100);
    return result.data;
  };
}

export interface UploadTask {
  id: number;
  name: string;
  /** 0…100 */
  progress: number;
}

export interface Uploader {
  kind: UploadKind;
  rule: UploadRule;
  /** Files being sent, with progress. */
  tasks: UploadTask[];
  /** Refused files and failed uploads of the last attempt (translated). */
  errors: string[];
  busy: boolean;
  /** Checks, then sends the files that pass (at most `room` of them); resolves what was stored. */
  upload: (files: File[], room?: number) => Promise<StoredFile[]>;
  clearErrors: () => void;
}

/**
 * Upload state for one field: type/size checks before sending, progress per file, messages.
 * @example const uploader = useUploader('image'); await uploader.upload([...input.files]);
 */
export function useUploader(kind: UploadKind, options: { rule?: Partial<UploadRule>; upload?: UploadFn } = {}): Uploader {
  const { t } = useTranslation();
  const rule = ruleFor(kind, options.rule);
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextId = useRef(1);
  const custom = options.upload;
  const send = useMemo(() => custom ?? contractUpload(kind), [custom, kind]);

  const upload = async (files: File[], room = Infinity) => {
      const problems: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = checkFile(file, rule);
        if (problem) problems.push(problem);
        else accepted.push(file);
      }
      if (accepted.length > room) {
        problems.push(t('kit.upload.tooMany', { max: Math.max(0, room) }));
        accepted.splice(Math.max(0, room));
      }
      setErrors(problems);
      const stored = await Promise.all(
        accepted.map(async (file) => {
          const id = nextId.current++;
          setTasks((list) => [...list, { id, name: file.name, progress: 0 }]);
          try {
            return await send(file, (progress) => setTasks((list) => list.map((x) => (x.id === id ? { ...x, progress } : x))));
          } catch (error) {
            const message = failureMessage(error);
            setErrors((list) => [...list, message ? t('kit.upload.failed', { name: file.name, message }) : t('kit.upload.failedPlain', { name: file.name })]);
            return null;
          } finally {
            setTasks((list) => list.filter((x) => x.id !== id));
          }
        }),
      );
      return stored.filter((f): f is StoredFile => f !== null);
  };

  return { kind, rule, tasks, errors, busy: tasks.length > 0, upload, clearErrors: () => setErrors([]) };
}
