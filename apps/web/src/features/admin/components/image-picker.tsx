import { IMAGE_UPLOAD } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import { CircleCheck, ImageUp, X } from "lucide-react";
import { useEffect, useId, useState, type RefObject } from "react";

import type { ImageUpload } from "#src/features/admin/hooks/use-image-upload";

interface ImagePickerProps {
  upload: ImageUpload;
  onChoose: (file: File) => void;
  onClear: () => void;
  /** The form's message for the field ('Image is required'); an upload's own refusal shows otherwise. */
  error?: string | undefined;
  /** The file input, for focusing it; it is emptied whenever the upload is. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The Image field of Add Product: a file picker for JPEG, PNG or WebP, a preview of the chosen file, the
 * upload's progress, and the server's refusal (type, size) in red under it.
 */
export function ImagePicker({ upload, onChoose, onClear, error, inputRef }: ImagePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  // A file the browser cannot draw (a renamed text file) shows no broken picture.
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const message = error ?? (upload.status === "failed" ? upload.error : undefined);
  const preview = upload.status === "empty" ? null : upload.preview;
  const percent = upload.status === "uploading" ? Math.round(upload.progress * 100) : null;

  // Removed, or the form was reset: the picker forgets its file too, so the same file can be chosen again.
  useEffect(() => {
    if (upload.status === "empty" && inputRef.current) inputRef.current.value = "";
  }, [upload.status, inputRef]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {ADMIN_TEXTS.image}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_UPLOAD.accept}
        className={`file-input w-full ${message ? "file-input-error" : ""}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, message ? errorId : null, statusId].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          else onClear();
        }}
      />
      <p id={hintId} className="text-sm text-base-content/70">
        JPEG, PNG or WebP, at most 5 MB.
      </p>
      {message && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {message}
        </p>
      )}
      <div className="flex items-start gap-4 pt-1">
        {preview && brokenPreview !== preview && (
          <img
            src={preview}
            alt="Preview of the chosen image"
            width={128}
            height={128}
            className="size-32 shrink-0 rounded-box border border-base-300 bg-base-200 object-contain"
            onError={() => setBrokenPreview(preview)}
          />
        )}
        <div className="flex min-w-0 grow flex-col gap-2">
          {percent !== null && (
            <>
              <progress
                className="progress progress-info w-full"
                value={percent}
                max={100}
                aria-labelledby={statusId}
              />
              <p id={statusId} className="text-sm">
                <ImageUp aria-hidden="true" className="mr-1 inline size-4" />
                Uploading {upload.status === "uploading" ? upload.file.name : ""}: {percent}%
              </p>
            </>
          )}
          {upload.status === "done" && (
            <p id={statusId} role="status" className="text-sm">
              <CircleCheck aria-hidden="true" className="mr-1 inline size-4 text-success" />
              Uploaded {upload.file.name}
            </p>
          )}
          {upload.status !== "uploading" && upload.status !== "done" && <span id={statusId} hidden />}
          {upload.status !== "empty" && (
            <div>
              <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
                <X aria-hidden="true" className="size-4" />
                Remove image
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
