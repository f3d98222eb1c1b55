/**
 * The seed's small set of report pictures, one per picture key (`PICTURES`): drawn here
 * as small SVGs in a dark industrial style (steel, soot and a little sodium light), with
 * nothing stronger than an empty helmet.
 */

import type { JSX } from 'preact';
import type { Picture } from 'simulturn/corporate-war/client';

const STEEL = '#5b6770';
const DARK = '#2a3035';
const SODIUM = '#d9a441';
const RUST = '#9c4a1f';

const Skyline = () => (
  <path
    d="M0 64V38h6v-8h5v8h4V26h8v12h5V20h3v-8h2v8h3v18h6v-6h7v6h4V30h5v8h4v26z"
    fill={DARK}
    stroke="#111"
    stroke-width="0.5"
  />
);

const drawings: Record<Picture, () => JSX.Element> = {
  // Quiet: a still skyline under a low moon, one lit window.
  quiet: () => (
    <>
      <circle cx="48" cy="14" r="5" fill="#8c8f7a" opacity="0.6" />
      <Skyline />
      <rect x="19" y="30" width="2" height="2" fill={SODIUM} />
      <path d="M0 58h64" stroke={STEEL} stroke-width="1" opacity="0.5" />
    </>
  ),
  // Movement: a street grid with a line of bootprints and an arrow.
  movement: () => (
    <>
      <path d="M0 22h64M0 44h64M22 0v64M44 0v64" stroke={DARK} stroke-width="6" />
      {[10, 20, 30, 40].map((x, i) => (
        <ellipse cx={x} cy={i % 2 === 0 ? 34 : 30} rx="2.5" ry="1.6" fill={STEEL} />
      ))}
      <path d="M44 32h12m-5-5 5 5-5 5" fill="none" stroke={SODIUM} stroke-width="2.5" />
    </>
  ),
  // Firefight: tracer lines crossing between two ruined walls.
  firefight: () => (
    <>
      <path d="M0 64V30h8l3 6v28zM64 64V26h-9l-2 8v30z" fill={DARK} />
      <path d="M10 40 54 30M12 46 52 40M14 36l38 6" stroke={SODIUM} stroke-width="1.2" opacity="0.9" />
      <circle cx="11" cy="40" r="2.5" fill={SODIUM} opacity="0.6" />
      <circle cx="53" cy="32" r="2.5" fill={SODIUM} opacity="0.6" />
      <path d="M28 14l3 4 4-2-1 5 4 3h-5l-1 5-3-4-4 2 1-5-4-3h5z" fill={RUST} opacity="0.7" />
    </>
  ),
  // Corpses: dog tags on their chain beside an empty helmet.
  corpses: () => (
    <>
      <path d="M10 50q10-30 22-8" fill="none" stroke={STEEL} stroke-width="1" stroke-dasharray="1.5 1" />
      <rect x="28" y="40" width="10" height="14" rx="2" fill={STEEL} transform="rotate(12 33 47)" />
      <rect x="33" y="38" width="10" height="14" rx="2" fill="#7d8990" transform="rotate(-8 38 45)" />
      <path d="M8 56a10 8 0 0 1 20 0z" fill={DARK} stroke={STEEL} />
      <path d="M0 58h64" stroke={RUST} stroke-width="1.5" opacity="0.6" />
    </>
  ),
  // Wreckage: a burnt-out Mobile Command, wheel off, smoke rising.
  wreckage: () => (
    <>
      <path d="M30 30q-6-8 2-14t0-14" fill="none" stroke="#4a4f52" stroke-width="4" opacity="0.7" />
      <path d="M10 50V38l8-6h22l8 8v10z" fill={DARK} stroke={RUST} stroke-width="1.5" />
      <path d="M20 34l6 4M36 34l-4 6M44 42l-6 2" stroke="#111" stroke-width="1.5" />
      <circle cx="18" cy="52" r="5" fill="#111" stroke={STEEL} />
      <ellipse cx="52" cy="56" rx="6" ry="3" fill="#111" stroke={STEEL} />
    </>
  ),
  // Lost contact: a radio mast and a broken signal.
  'lost-contact': () => (
    <>
      <path d="M32 20 22 60M32 20l10 40M25 46h14M27 36h10" stroke={STEEL} stroke-width="2" fill="none" />
      <circle cx="32" cy="18" r="2.5" fill={RUST} />
      <path
        d="M22 12a14 14 0 0 0 0 12M42 12a14 14 0 0 1 0 12"
        fill="none"
        stroke={SODIUM}
        stroke-width="1.5"
      />
      <path
        d="M14 8a24 24 0 0 0-2 10M50 8a24 24 0 0 1 2 10"
        fill="none"
        stroke={SODIUM}
        stroke-width="1.5"
        stroke-dasharray="2 3"
        opacity="0.5"
      />
      <path d="M46 50l8 8m0-8-8 8" stroke={RUST} stroke-width="2" />
    </>
  ),
};

export const PICTURE_TITLES: Record<Picture, string> = {
  quiet: 'A quiet day',
  movement: 'Movement',
  firefight: 'A firefight',
  corpses: 'Bodies',
  wreckage: 'Wreckage',
  'lost-contact': 'Contact lost',
};

/** One picture, `size` pixels square; decorative unless given a title. */
export function PictureIcon({ picture, size, titled }: { picture: Picture; size: number; titled?: boolean }) {
  const Drawing = drawings[picture];
  return (
    <svg
      class={`picture picture-${picture}`}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={titled ? 'img' : undefined}
      aria-hidden={titled ? undefined : true}
      aria-label={titled ? PICTURE_TITLES[picture] : undefined}
      data-picture={picture}
    >
      <rect width="64" height="64" fill="#16191b" />
      <Drawing />
      <rect width="64" height="64" fill="none" stroke="#3a4247" stroke-width="2" />
    </svg>
  );
}
