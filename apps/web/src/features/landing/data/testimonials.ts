/** A testimonial of the landing page: static data, not fetched from the server. */
export type Testimonial = {
  id: string;
  name: string;
  position: string;
  content: string;
  avatarUrl: string;
};

/** Five testimonials, with local avatar illustrations. */
export const testimonials: Testimonial[] = [
  {
    id: 'maria-gonzalez',
    name: 'María González',
    position: 'Tenant, Valencia',
    content:
      'My landlord kept my whole deposit after I moved out. Amicus explained what he was allowed to deduct and helped me write a letter. I had the money back within three weeks.',
    avatarUrl: '/landing/avatars/maria-gonzalez.svg',
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    position: 'Warehouse worker, Manchester',
    content:
      'Two months of overtime had never been paid. The assistant walked me through my rights and the steps to claim, in words I actually understood. I felt prepared for the first time.',
    avatarUrl: '/landing/avatars/daniel-okafor.svg',
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    position: 'Small business owner, Toronto',
    content:
      'I had a supplier contract reviewed before signing it. It flagged an automatic renewal clause I had completely missed. That alone saved me a year of payments.',
    avatarUrl: '/landing/avatars/priya-raman.svg',
  },
  {
    id: 'thomas-becker',
    name: 'Thomas Becker',
    position: 'Father of two, Hamburg',
    content:
      'Before meeting a family lawyer about custody I used the mock trial to go over both sides. I walked in knowing which questions to ask, and the meeting took half the time.',
    avatarUrl: '/landing/avatars/thomas-becker.svg',
  },
  {
    id: 'amina-diallo',
    name: 'Amina Diallo',
    position: 'Community advice volunteer, Lyon',
    content:
      'We help people who cannot afford a lawyer. Amicus gives them clear, calm information at any hour, so our volunteers can spend their time on the hardest cases.',
    avatarUrl: '/landing/avatars/amina-diallo.svg',
  },
];
