import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { assetUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { initialOf } from '@/lib/format';

/** The avatar image, or the first letter of the name. */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  const src = assetUrl(image);
  return (
    <Avatar className={cn('size-8', className)}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback className="text-xs">{initialOf(name)}</AvatarFallback>
    </Avatar>
  );
}
