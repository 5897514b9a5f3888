import { Star } from 'lucide-react';

/** Five gold stars (every testimonial has a five-star rating), read out as one phrase. */
export function StarRating({ stars = 5 }: { stars?: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${stars} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < stars ? 'size-4 fill-gold text-gold' : 'size-4 text-muted-foreground/40'}
        />
      ))}
    </p>
  );
}
