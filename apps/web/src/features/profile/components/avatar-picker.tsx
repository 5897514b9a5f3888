import { Camera } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_TYPES } from '@amicus/contract/common/constants';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { initialOf } from '@/lib/format';

/**
 * The avatar of the profile form: clicking it opens the file picker (images only). The chosen image is only a
 * preview until the form is saved.
 */
export function AvatarPicker({
  name,
  src,
  error,
  disabled,
  onPick,
  onRemove,
}: {
  name: string;
  src: string | undefined;
  error?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="group relative shrink-0 cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring disabled:cursor-not-allowed"
        aria-label="Change profile picture"
      >
        <Avatar className="size-24 border-4 border-background shadow-md ring-1 ring-border">
          <AvatarImage src={src} alt="" data-testid="profile-avatar-image" />
          <AvatarFallback className="text-3xl">{initialOf(name)}</AvatarFallback>
        </Avatar>
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <Camera className="size-6" />
        </span>
        <span
          aria-hidden
          className="absolute bottom-0.5 right-0.5 flex size-8 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-sm"
        >
          <Camera className="size-4" />
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload profile picture"
        onChange={choose}
      />
      <div className="space-y-1.5">
        <p className="font-medium">Profile picture</p>
        <p className="text-sm text-muted-foreground">
          Click the photo to upload a new one. PNG, JPEG, WebP or GIF, up to 2 MB.
        </p>
        {src && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-muted-foreground hover:text-destructive"
            disabled={disabled}
            onClick={onRemove}
          >
            Remove picture
          </Button>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
