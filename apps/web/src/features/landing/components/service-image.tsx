import { useState } from 'react';
import type { ServiceCard } from '../data/services';

/** A service's illustration, switching to the shared fallback picture if its own cannot be loaded. */
export function ServiceImage({ service }: { service: ServiceCard }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? service.fallbackImage : service.image}
      alt={`${service.title} illustration`}
      width={600}
      height={450}
      decoding="async"
      // Once on the fallback, a second failure changes nothing, so this can never loop.
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
