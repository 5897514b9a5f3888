import { Quote } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { Testimonial } from '../data/testimonials';
import { StarRating } from './star-rating';

/** Initials of a name for the avatar fallback: "María González" → "MG". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border bg-card p-7 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating />
        <Quote className="size-8 fill-gold/15 text-gold/60" aria-hidden />
      </div>
      <blockquote className="mt-5 flex-1 leading-relaxed text-foreground/90">
        <p>&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
        <Avatar className="size-11">
          <AvatarImage src={testimonial.avatarUrl} alt="" />
          <AvatarFallback>{initialsOf(testimonial.name)}</AvatarFallback>
        </Avatar>
        <div className="leading-tight">
          <p className="font-semibold">{testimonial.name}</p>
          <p className="mt-1 text-sm text-muted-foreground">{testimonial.position}</p>
        </div>
      </figcaption>
    </figure>
  );
}
