import sharp from 'sharp';

// The demo business's photos (`npm run demo`): the repository holds no photographs, so each is
// drawn here, a lake scene at a time of day, and encoded as the JPEG a phone would upload. They
// are illustrations, named and described as such in the media library.

export interface DemoScene {
  fileName: string;
  alt: string;
  caption: string;
  tags: string[];
  sky: [string, string];
  water: [string, string];
  sun: { x: number; y: number; colour: string };
}

export const DEMO_SCENES: readonly DemoScene[] = [
  {
    fileName: 'demo-afternoon-cove.jpg',
    alt: 'Illustration: a party boat anchored in a cove on Lake Travis on a sunny afternoon',
    caption: 'Demo illustration: an afternoon in the cove.',
    tags: ['demo', 'lake'],
    sky: ['#4a9fe0', '#bfe3ff'],
    water: ['#1f6fa8', '#0d3d66'],
    sun: { x: 1450, y: 210, colour: '#fff4c2' },
  },
  {
    fileName: 'demo-sunset-cruise.jpg',
    alt: 'Illustration: a party boat crossing Lake Travis at sunset, the hills dark against an orange sky',
    caption: 'Demo illustration: the sunset cruise.',
    tags: ['demo', 'sunset'],
    sky: ['#f08a4b', '#ffd39b'],
    water: ['#7a4a6b', '#2c2540'],
    sun: { x: 960, y: 560, colour: '#ffe08a' },
  },
];

/** One scene as a 1920 x 1280 JPEG: sky, sun, hills, water and a boat. */
export function demoPhoto(scene: DemoScene): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280" viewBox="0 0 1920 1280">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.water[0]}"/><stop offset="1" stop-color="${scene.water[1]}"/></linearGradient>
  </defs>
  <rect width="1920" height="700" fill="url(#sky)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="90" fill="${scene.sun.colour}"/>
  <path d="M0 640 C 260 520 520 560 760 610 C 1000 660 1240 540 1520 580 C 1700 600 1820 620 1920 600 L1920 720 L0 720 Z" fill="#3d5a3a"/>
  <rect y="700" width="1920" height="580" fill="url(#water)"/>
  <g fill="#ffffff" opacity="0.25">${Array.from({ length: 14 }, (_, i) => `<rect x="${(i * 137) % 1800}" y="${760 + i * 34}" width="${120 + ((i * 53) % 160)}" height="4" rx="2"/>`).join('')}</g>
  <g transform="translate(700 700)">
    <path d="M0 60 L520 60 L470 130 L40 130 Z" fill="#f4f4f4"/>
    <rect x="60" y="0" width="380" height="60" fill="#ffffff" stroke="#cfd8e3" stroke-width="4"/>
    <rect x="40" y="-18" width="420" height="20" fill="#0b5fa5"/>
    ${Array.from({ length: 6 }, (_, i) => `<circle cx="${100 + i * 60}" cy="30" r="14" fill="#${['e4572e', 'f3a712', '29335c', 'a8c686', '669bbc', 'db3069'][i]}"/>`).join('')}
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}
