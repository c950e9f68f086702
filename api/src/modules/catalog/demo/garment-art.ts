import { darken, lighten, luminance, mix } from './palette';

/**
 * Product pictures for the demo catalogue, drawn as SVG: a garment silhouette on a studio backdrop,
 * dyed in the variant's colour and printed with the product's pattern (block print, bandhani,
 * ikat, zari buttis…). Every motif layer is a single <path>: librsvg renders one long path far
 * faster than an SVG <pattern> or thousands of elements, which keeps seeding quick.
 */

export type SilhouetteName =
  | 'kurta' | 'kurta-set' | 'anarkali' | 'saree' | 'lehenga' | 'dupatta' | 'top' | 'palazzo' | 'shirt' | 'trousers'
  | 'kurta-pyjama' | 'sherwani' | 'nehru-jacket' | 'tshirt' | 'jutti' | 'bag' | 'potli' | 'wallet' | 'belt' | 'stole';

export type PatternName =
  | 'plain' | 'block' | 'bandhani' | 'stripes' | 'pinstripe' | 'checks' | 'paisley' | 'ikat' | 'zari' | 'leheriya'
  | 'chikan' | 'denim' | 'kalamkari' | 'ajrakh' | 'floral';

export type BorderStyle = 'zari' | 'contrast' | 'none';

export interface GarmentDesign {
  silhouette: SilhouetteName;
  pattern: PatternName;
  /** The dye colour (#rrggbb). */
  base: string;
  border: BorderStyle;
  /** A close-up of the fabric instead of the whole garment (the gallery's second picture). */
  closeUp?: boolean;
}

/** Bump when the drawing changes: picture file names carry a hash of the SVG, so they change too. */
export const ART_VERSION = 3;

export const CANVAS = { width: 800, height: 1000 } as const;

interface Silhouette {
  /** Outline of the garment itself: dyed and patterned. */
  body: string;
  /** Pieces drawn under the body (pyjama, churidar, dress form) in a partner tone. */
  under?: Array<{ d: string; tone: 'pair' | 'form' | 'dark' }>;
  /** Pieces drawn over the body (collar, choli, dupatta, soles, handles…). */
  over?: Array<{ d: string; tone: 'dark' | 'light' | 'trim' | 'sheer'; stroke?: number }>;
  /** Hem and edge lines that carry the border (zari or contrast), clipped to the body. */
  border?: string;
  borderWidth?: number;
  /** Seams, pleats, plackets: thin dark strokes. */
  lines?: string;
  /** Buttons and studs: small dots. */
  dots?: Array<[number, number]>;
  /** Where the floor shadow sits. */
  shadow: { cx: number; cy: number; rx: number };
}

const silhouettes: Record<SilhouetteName, Silhouette> = {
  kurta: {
    body: 'M345 135Q400 190 455 135L515 150Q560 165 580 230L625 440L560 458L520 300Q528 600 548 880L252 880Q272 600 280 300L240 458L175 440L220 230Q240 165 285 150Z',
    border: 'M250 868L550 868M347 140Q400 196 453 140',
    lines: 'M400 178L400 300M538 760L548 880M262 760L252 880M300 330Q310 600 300 860M500 330Q490 600 500 860',
    dots: [[400, 205], [400, 240], [400, 275]],
    shadow: { cx: 400, cy: 905, rx: 200 },
  },
  'kurta-set': {
    under: [{ d: 'M300 700L500 700L508 945L428 945L400 790L372 945L292 945Z', tone: 'pair' }],
    body: 'M345 135Q400 190 455 135L515 150Q560 165 580 230L625 440L560 458L520 300Q526 540 540 780L260 780Q274 540 280 300L240 458L175 440L220 230Q240 165 285 150Z',
    border: 'M258 770L542 770M347 140Q400 196 453 140',
    lines: 'M400 178L400 300M532 690L540 780M268 690L260 780',
    dots: [[400, 205], [400, 240], [400, 275]],
    shadow: { cx: 400, cy: 955, rx: 170 },
  },
  anarkali: {
    body: 'M350 135Q400 185 450 135L505 150Q545 165 560 220L610 520L565 532L515 290L510 330Q600 600 660 900Q400 950 140 900Q200 600 290 330L285 290L235 532L190 520L240 220Q255 165 295 150Z',
    border: 'M140 892Q400 942 660 892M290 334L510 334',
    borderWidth: 22,
    lines: 'M400 345L400 930M370 345L300 925M430 345L500 925M345 342L220 912M455 342L580 912',
    shadow: { cx: 400, cy: 930, rx: 270 },
  },
  saree: {
    under: [{ d: 'M305 320L495 320L500 430L300 430Z', tone: 'form' }],
    body: 'M300 420L500 420Q530 700 560 940L240 940Q270 700 300 420ZM470 155L530 165L600 700L545 722L520 420L300 445L318 392Z',
    over: [{ d: 'M340 150Q400 190 460 150L520 165L545 240L500 252L495 330L305 330L300 252L255 240L280 165Z', tone: 'dark' }],
    border: 'M242 922L558 922M318 392L470 155M530 165L600 700',
    borderWidth: 26,
    lines: 'M380 440L360 935M400 440L398 935M420 440L436 935M440 440L474 935M300 445L520 420',
    shadow: { cx: 400, cy: 955, rx: 190 },
  },
  lehenga: {
    under: [{ d: 'M310 350L490 350L500 430L300 430Z', tone: 'form' }],
    body: 'M300 420L500 420Q620 650 680 930Q400 975 120 930Q180 650 300 420Z',
    over: [
      { d: 'M335 160Q400 200 465 160L520 175L545 250L500 260L490 360L310 360L300 260L255 250L280 175Z', tone: 'dark' },
      { d: 'M470 170L530 180L595 650L548 668Z', tone: 'sheer' },
    ],
    border: 'M120 922Q400 968 680 922M300 428L500 428',
    borderWidth: 34,
    lines: 'M400 430L400 960M360 430L290 950M440 430L510 950M330 430L205 942M470 430L595 942',
    shadow: { cx: 400, cy: 955, rx: 290 },
  },
  dupatta: {
    over: [{ d: 'M190 176L610 176L610 194L190 194Z', tone: 'trim' }],
    body: 'M250 194L550 194Q562 560 540 880L260 880Q238 560 250 194Z',
    border: 'M258 866L542 866M254 200Q244 560 262 876M546 200Q556 560 538 876',
    borderWidth: 20,
    lines: 'M330 200Q320 540 335 876M400 200Q410 540 400 876M470 200Q480 540 466 876M270 880L270 910M290 880L290 910M310 880L310 910M330 880L330 910M350 880L350 910M370 880L370 910M390 880L390 910M410 880L410 910M430 880L430 910M450 880L450 910M470 880L470 910M490 880L490 910M510 880L510 910M530 880L530 910',
    shadow: { cx: 400, cy: 930, rx: 160 },
  },
  stole: {
    over: [{ d: 'M210 200L590 200L590 216L210 216Z', tone: 'trim' }],
    body: 'M270 216L530 216Q540 540 522 850L278 850Q260 540 270 216Z',
    border: 'M280 836L520 836',
    borderWidth: 14,
    lines: 'M340 222Q330 540 345 846M460 222Q470 540 456 846M288 850L288 885M306 850L306 885M324 850L324 885M342 850L342 885M360 850L360 885M378 850L378 885M396 850L396 885M414 850L414 885M432 850L432 885M450 850L450 885M468 850L468 885M486 850L486 885M504 850L504 885',
    shadow: { cx: 400, cy: 905, rx: 140 },
  },
  top: {
    under: [{ d: 'M305 640L495 640L500 940L420 940L400 780L380 940L300 940Z', tone: 'pair' }],
    body: 'M345 175Q400 225 455 175L515 190Q560 205 580 270L600 370L545 385L520 340Q525 500 540 680L260 680Q275 500 280 340L255 385L200 370L220 270Q240 205 285 190Z',
    border: 'M347 180Q400 232 453 180',
    borderWidth: 10,
    lines: 'M400 218L400 300M300 370Q310 520 300 670M500 370Q490 520 500 670',
    shadow: { cx: 400, cy: 955, rx: 170 },
  },
  palazzo: {
    over: [{ d: 'M300 170L500 170L502 212L298 212Z', tone: 'dark' }],
    body: 'M298 212L502 212L610 910L416 910L400 420L384 910L190 910Z',
    border: 'M196 896L402 896M398 896L604 896',
    borderWidth: 14,
    lines: 'M350 215L300 905M450 215L500 905M400 212L400 420M320 190L320 212M480 190L480 212',
    shadow: { cx: 400, cy: 930, rx: 230 },
  },
  shirt: {
    body: 'M340 140L370 130L400 170L430 130L460 140L530 160Q570 175 585 240L640 560L585 575L530 320L535 800Q470 830 400 815Q330 830 265 800L270 320L215 575L160 560L215 240Q230 175 270 160Z',
    over: [
      { d: 'M340 140L370 130L400 170L382 198Z', tone: 'dark' },
      { d: 'M460 140L430 130L400 170L418 198Z', tone: 'dark' },
    ],
    lines: 'M400 170L400 815M292 300L352 300L352 368L292 368ZM595 538L640 528M205 528L160 538M270 320Q300 340 300 340M530 320Q500 340 500 340',
    dots: [[400, 215], [400, 285], [400, 355], [400, 425], [400, 495], [400, 565], [400, 635], [400, 705]],
    shadow: { cx: 400, cy: 850, rx: 220 },
  },
  trousers: {
    body: 'M290 150L510 150L545 920L420 920L400 360L380 920L255 920Z',
    lines: 'M290 190L510 190M400 190Q418 280 400 335M300 195Q350 240 335 285M500 195Q450 240 465 285M320 150L320 190M480 150L480 190M400 150L400 190M318 560L300 905M482 560L500 905',
    dots: [[400, 170]],
    shadow: { cx: 400, cy: 940, rx: 190 },
  },
  'kurta-pyjama': {
    under: [{ d: 'M318 700L482 700L492 950L422 950L400 790L378 950L308 950Z', tone: 'pair' }],
    body: 'M350 135Q400 165 450 135L520 155Q565 170 580 235L630 560L578 575L525 310L535 780L265 780L275 310L222 575L170 560L220 235Q235 170 280 155Z',
    border: 'M352 138Q400 170 448 138',
    borderWidth: 10,
    lines: 'M400 152L400 330M530 700L535 780M270 700L265 780M588 548L630 538M212 548L170 538',
    dots: [[400, 185], [400, 225], [400, 265], [400, 305]],
    shadow: { cx: 400, cy: 965, rx: 190 },
  },
  sherwani: {
    under: [{ d: 'M330 840L470 840L465 955L415 955L400 880L385 955L335 955Z', tone: 'pair' }],
    body: 'M355 130L445 130L450 150L525 165Q565 180 580 245L625 590L575 605L528 330L548 880L252 880L272 330L225 605L175 590L220 245Q235 180 275 165L350 150Z',
    over: [{ d: 'M355 128L445 128L450 162L350 162Z', tone: 'trim' }],
    border: 'M252 870L548 870M400 162L400 880M575 598L625 584M225 598L175 584',
    borderWidth: 14,
    lines: 'M305 420L355 416M445 416L495 420',
    dots: [[400, 195], [400, 240], [400, 285], [400, 330], [400, 375], [400, 420], [400, 465], [400, 510], [400, 555]],
    shadow: { cx: 400, cy: 965, rx: 200 },
  },
  'nehru-jacket': {
    under: [{ d: 'M340 140L460 140L540 165L610 560L560 575L520 330L530 880L270 880L280 330L240 575L190 560L260 165Z', tone: 'pair' }],
    body: 'M360 135L440 135L445 150L505 170Q520 230 510 300L520 660Q460 690 400 675Q340 690 280 660L290 300Q280 230 295 170L355 150Z',
    lines: 'M360 150L400 232L440 150M400 232L400 676M310 472L370 466M430 466L490 472M438 282L486 279M360 135L360 150M440 135L440 150',
    dots: [[400, 270], [400, 330], [400, 390], [400, 450], [400, 510], [400, 570]],
    shadow: { cx: 400, cy: 905, rx: 200 },
  },
  tshirt: {
    body: 'M340 150Q400 185 460 150L540 170L610 300L555 335L520 290L525 780L275 780L280 290L245 335L190 300L260 170Z',
    over: [{ d: 'M340 150Q400 185 460 150L445 140Q400 168 355 140Z', tone: 'dark' }],
    lines: 'M400 168L400 270M275 760L525 760M545 316L598 288M255 316L202 288',
    dots: [[400, 200], [400, 240]],
    shadow: { cx: 400, cy: 810, rx: 200 },
  },
  jutti: {
    body:
      'M170 700Q160 620 250 605Q330 600 380 620Q430 580 470 600Q520 630 560 660Q610 680 640 660Q665 648 652 675Q630 712 560 720L200 725Q170 720 170 700Z' +
      'M230 470Q222 400 300 388Q370 384 412 400Q455 368 490 384Q532 408 566 432Q608 448 634 432Q655 422 644 444Q626 476 566 482L256 486Q230 482 230 470Z',
    over: [
      { d: 'M175 718L600 718Q640 712 655 670L662 680Q642 735 580 740L190 742Z', tone: 'dark' },
      { d: 'M235 482L590 480Q626 476 645 440L652 450Q634 494 580 498L248 500Z', tone: 'dark' },
    ],
    border: 'M250 612Q320 640 380 620M300 394Q360 418 412 400',
    borderWidth: 12,
    lines: 'M380 620Q420 660 470 600M412 400Q448 430 490 384',
    shadow: { cx: 410, cy: 760, rx: 260 },
  },
  bag: {
    over: [{ d: 'M300 420Q300 250 400 250Q500 250 500 420', tone: 'dark', stroke: 24 }],
    body: 'M220 420L580 420L620 860Q400 880 180 860Z',
    border: 'M222 440L578 440',
    borderWidth: 24,
    lines: 'M200 640L600 640M400 452L400 500',
    dots: [[300, 422], [500, 422], [400, 505]],
    shadow: { cx: 400, cy: 885, rx: 240 },
  },
  potli: {
    body: 'M400 330Q300 330 270 400Q200 560 240 720Q300 840 400 840Q500 840 560 720Q600 560 530 400Q500 330 400 330Z',
    over: [
      { d: 'M338 300Q400 326 462 300L472 342Q400 364 328 342Z', tone: 'trim' },
      { d: 'M350 330Q330 420 300 470M450 330Q470 420 500 470', tone: 'trim', stroke: 6 },
    ],
    border: 'M245 705Q400 760 555 705',
    borderWidth: 22,
    lines: 'M360 345Q350 500 330 830M440 345Q450 500 470 830M300 470L296 520M500 470L504 520',
    shadow: { cx: 400, cy: 860, rx: 180 },
  },
  wallet: {
    body: 'M230 380L570 380Q590 380 590 400L590 700Q590 720 570 720L230 720Q210 720 210 700L210 400Q210 380 230 380Z',
    over: [{ d: 'M210 470L590 470L590 520L210 520Z', tone: 'dark' }],
    lines: 'M228 398L572 398L572 702L228 702ZM400 380L400 720',
    shadow: { cx: 400, cy: 745, rx: 210 },
  },
  belt: {
    body: 'M150 540L640 440Q662 436 666 458L672 488Q676 510 654 514L164 614Q142 618 138 596L132 566Q128 544 150 540Z',
    over: [{ d: 'M118 536L190 522L206 600L134 614Z', tone: 'trim', stroke: 10 }],
    lines: 'M160 556L650 456M168 598L658 498',
    dots: [[420, 528], [460, 520], [500, 512], [540, 504], [580, 496]],
    shadow: { cx: 400, cy: 660, rx: 280 },
  },
};

// ------------------------------------------------------------------ motif primitives

const f = (n: number) => Math.round(n * 10) / 10;
const circle = (cx: number, cy: number, r: number) => `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
const diamond = (cx: number, cy: number, rx: number, ry: number) => `M${f(cx)} ${f(cy - ry)}L${f(cx + rx)} ${f(cy)}L${f(cx)} ${f(cy + ry)}L${f(cx - rx)} ${f(cy)}Z`;
const rect = (x: number, y: number, w: number, h: number) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
function flower(cx: number, cy: number, r: number, petals: number): string {
  let d = '';
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * Math.PI * 2;
    d += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.62);
  }
  return d;
}
function paisley(cx: number, cy: number, s: number): string {
  return `M${f(cx)} ${f(cy + s)}C${f(cx - s)} ${f(cy + s)} ${f(cx - s)} ${f(cy - 0.3 * s)} ${f(cx - 0.1 * s)} ${f(cy - 0.5 * s)}C${f(cx + 0.5 * s)} ${f(cy - 0.7 * s)} ${f(cx + 0.2 * s)} ${f(cy - 1.3 * s)} ${f(cx + 0.6 * s)} ${f(cy - 1.5 * s)}C${f(cx + 1.1 * s)} ${f(cy - 0.9 * s)} ${f(cx + 0.9 * s)} ${f(cy + s)} ${f(cx)} ${f(cy + s)}Z`;
}

type Box = [x0: number, y0: number, x1: number, y1: number];
const FULL: Box = [0, 0, CANVAS.width, CANVAS.height];

/** Bounding box of a path's coordinates (absolute commands only, as the silhouettes are written). */
function boundsOf(d: string): Box {
  const n = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

type Grid = (step: number, motif: (x: number, y: number, row: number, col: number) => string, rowStep?: number) => string;

/**
 * A half-drop grid of motifs covering `box` (the garment's bounding box: motifs beyond it would be
 * clipped away, so they are not drawn at all). Anchored to the canvas, so prints line up across pieces.
 */
const gridOver = (box: Box): Grid => (step, motif, rowStep = step) => {
  const [x0, y0, x1, y1] = box;
  let d = '';
  const firstRow = Math.max(0, Math.floor((y0 - rowStep) / rowStep));
  for (let row = firstRow, y = rowStep / 2 + firstRow * rowStep; y < y1 + rowStep; row++, y += rowStep) {
    const offset = (row % 2 ? step : step / 2) - step / 2;
    const firstCol = Math.max(0, Math.floor((x0 - step - offset) / step));
    for (let col = firstCol, x = offset + firstCol * step; x < x1 + step; col++, x += step) d += motif(x, y, row, col);
  }
  return d;
};

interface Layer {
  d: string;
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
}

const GOLD = '#D4AF37';

/** A motif colour that shows on the ground: light on dark grounds, deep on light ones. */
function ink(base: string, strength = 0.75): string {
  return luminance(base) > 0.45 ? darken(base, strength * 0.6) : lighten(base, strength);
}

function patternLayers(pattern: PatternName, base: string, scale: number, box: Box = FULL): Layer[] {
  const s = scale;
  const grid = gridOver(box);
  switch (pattern) {
    case 'plain':
      return [];
    case 'block':
      return [
        { d: grid(70 * s, (x, y) => flower(x, y, 9 * s, 5)), fill: ink(base), opacity: 0.9 },
        { d: grid(70 * s, (x, y) => circle(x, y, 4 * s)), fill: mix(GOLD, base, 0.2) },
      ];
    case 'bandhani':
      return [
        { d: grid(34 * s, (x, y) => circle(x, y - 5 * s, 2.6 * s) + circle(x + 5 * s, y, 2.6 * s) + circle(x, y + 5 * s, 2.6 * s) + circle(x - 5 * s, y, 2.6 * s)), fill: lighten(base, 0.85) },
        { d: grid(34 * s, (x, y) => circle(x, y, 2 * s)), fill: '#F5D36B' },
      ];
    case 'stripes':
      return [{ d: grid(34 * s, (x) => rect(x, 0, 11 * s, CANVAS.height), CANVAS.height * 2), fill: ink(base, 0.35), opacity: 0.85 }];
    case 'pinstripe':
      return [{ d: grid(24 * s, (x) => rect(x, 0, 2.5 * s, CANVAS.height), CANVAS.height * 2), fill: ink(base, 0.6), opacity: 0.7 }];
    case 'checks':
      return [
        { d: grid(46 * s, (x) => rect(x, 0, 16 * s, CANVAS.height), CANVAS.height * 2), fill: ink(base, 0.4), opacity: 0.4 },
        { d: grid(CANVAS.width * 2, (_x, y) => rect(0, y, CANVAS.width, 16 * s), 46 * s), fill: ink(base, 0.4), opacity: 0.4 },
      ];
    case 'paisley':
      return [
        { d: grid(96 * s, (x, y) => paisley(x, y, 17 * s), 84 * s), fill: mix(GOLD, base, 0.15), opacity: 0.95 },
        { d: grid(96 * s, (x, y) => circle(x + 2 * s, y - 4 * s, 4 * s), 84 * s), fill: base },
      ];
    case 'ikat':
      return [
        { d: grid(84 * s, (x, y) => diamond(x, y, 30 * s, 38 * s), 76 * s), fill: ink(base, 0.65), opacity: 0.9 },
        { d: grid(84 * s, (x, y) => diamond(x, y, 14 * s, 18 * s), 76 * s), fill: '#F3E3B5' },
        { d: grid(84 * s, (x, y) => diamond(x, y, 5 * s, 7 * s), 76 * s), fill: darken(base, 0.3) },
      ];
    case 'zari':
      return [{ d: grid(64 * s, (x, y) => diamond(x, y, 6 * s, 9 * s) + circle(x, y - 14 * s, 2.2 * s), 56 * s), fill: GOLD, opacity: 0.95 }];
    case 'leheriya': {
      // Diagonal bands running down to the left, like tie-dyed leheriya waves.
      const band = (offset: number, w: number) => {
        let d = '';
        for (let x = offset; x < CANVAS.width + CANVAS.height * 0.6; x += 38 * s) d += `M${f(x)} 0l${f(w)} 0l${f(-CANVAS.height * 0.6)} ${CANVAS.height}l${f(-w)} 0Z`;
        return d;
      };
      return [
        { d: band(0, 14 * s), fill: ink(base, 0.55), opacity: 0.75 },
        { d: band(21 * s, 5 * s), fill: '#F5D36B', opacity: 0.7 },
      ];
    }
    case 'chikan':
      return [{ d: grid(66 * s, (x, y) => flower(x, y, 8 * s, 6) + `M${f(x - 20 * s)} ${f(y + 22 * s)}q${f(20 * s)} ${f(-14 * s)} ${f(40 * s)} 0`, 60 * s), stroke: lighten(base, 0.9), width: 1.6 * s, opacity: 0.95 }];
    case 'denim':
      return [{ d: grid(9 * s, (x) => `M${f(x)} 0l${f(-CANVAS.height * 0.5)} ${CANVAS.height}`, CANVAS.height * 2), stroke: lighten(base, 0.3), width: 1.2 * s, opacity: 0.35 }];
    case 'kalamkari':
      return [
        { d: grid(128 * s, (x, y) => flower(x, y, 16 * s, 7), 116 * s), stroke: darken(base, 0.55), width: 2.5 * s, fill: lighten(base, 0.55) },
        { d: grid(128 * s, (x, y) => paisley(x + 58 * s, y + 40 * s, 12 * s), 116 * s), fill: '#B4442A', opacity: 0.85 },
        { d: grid(128 * s, (x, y) => circle(x, y, 5 * s), 116 * s), fill: '#2F3F6E' },
      ];
    case 'ajrakh':
      return [
        { d: grid(70 * s, (x, y) => diamond(x, y, 22 * s, 22 * s) + rect(x - 15 * s, y - 15 * s, 30 * s, 30 * s), 70 * s), fill: ink(base, 0.5), opacity: 0.75 },
        { d: grid(70 * s, (x, y) => circle(x, y, 6 * s), 70 * s), fill: '#9E2B25' },
        { d: grid(70 * s, (x, y) => circle(x + 35 * s, y + 35 * s, 3 * s), 70 * s), fill: '#F3E9D2' },
      ];
    case 'floral':
      return [
        { d: grid(88 * s, (x, y, row) => flower(x + (row % 3) * 6 * s, y, 11 * s, 5), 80 * s), fill: ink(base, 0.7), opacity: 0.9 },
        { d: grid(88 * s, (x, y) => `M${f(x + 14 * s)} ${f(y + 18 * s)}q${f(14 * s)} ${f(-4 * s)} ${f(22 * s)} ${f(10 * s)}q${f(-14 * s)} ${f(4 * s)} ${f(-22 * s)} ${f(-10 * s)}Z`, 80 * s), fill: mix('#5E8C4A', base, 0.25) },
        { d: grid(88 * s, (x, y, row) => circle(x + (row % 3) * 6 * s, y, 4 * s), 80 * s), fill: '#F2C94C' },
      ];
  }
}

function layerSvg(layer: Layer): string {
  const paint = layer.stroke
    ? `fill="${layer.fill ?? 'none'}" stroke="${layer.stroke}" stroke-width="${f(layer.width ?? 1)}"`
    : `fill="${layer.fill}"`;
  return `<path d="${layer.d}" ${paint}${layer.opacity !== undefined ? ` opacity="${layer.opacity}"` : ''}/>`;
}

/** Everything clipped to one outline goes in one group: librsvg builds one mask per clip, so one clip, not one per layer. */
function clipped(clip: string, content: string[]): string {
  return content.length ? `<g clip-path="url(#${clip})">${content.join('')}</g>` : '';
}

/**
 * Light from the left: stepped translucent bands across a box, drawn inside the garment's clip.
 * Flat fills cost librsvg a fraction of a gradient fill, and at shop sizes the steps read as shading.
 */
function shading([x0, y0, x1, y1]: Box): string {
  const w = x1 - x0;
  const h = y1 - y0;
  const band = (from: number, to: number, colour: string, opacity: number) =>
    `<path d="${rect(x0 + w * from, y0, w * (to - from), h)}" fill="${colour}" opacity="${opacity}"/>`;
  return [
    band(0, 0.12, '#fff', 0.14), band(0.12, 0.24, '#fff', 0.09), band(0.24, 0.36, '#fff', 0.04),
    band(0.7, 0.8, '#000', 0.05), band(0.8, 0.9, '#000', 0.1), band(0.9, 1, '#000', 0.15),
  ].join('');
}

/** A soft floor shadow from two flat ellipses. */
function floorShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="26" fill="#000" opacity="0.07"/><ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.72)}" ry="15" fill="#000" opacity="0.08"/>`;
}

function svgOpen(width: number, height: number, defs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" width="${width}" height="${height}"><defs>${defs}</defs>` +
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="#F4EFE8"/><rect y="860" width="${CANVAS.width}" height="140" fill="#ECE4D9"/>`
  );
}

/** The whole garment on its backdrop. */
function garmentSvg(design: GarmentDesign, width: number, height: number): string {
  const shape = silhouettes[design.silhouette];
  const base = design.base;
  const dark = darken(base, 0.35);
  const borderColour = design.border === 'zari' ? GOLD : design.border === 'contrast' ? ink(base, 0.8) : dark;
  const pair = luminance(base) > 0.6 ? '#E8DCC6' : '#F2ECE0';
  const tone = { pair, form: '#D9CBB8', dark, light: lighten(base, 0.45), trim: design.border === 'zari' ? GOLD : darken(base, 0.5), sheer: lighten(base, 0.35) };
  const parts: string[] = [];
  parts.push(floorShadow(shape.shadow.cx, shape.shadow.cy, shape.shadow.rx));
  for (const u of shape.under ?? []) parts.push(`<path d="${u.d}" fill="${tone[u.tone]}"/>`);
  parts.push(`<path d="${shape.body}" fill="${base}"/>`);
  const box = boundsOf(shape.body);
  const print = patternLayers(design.pattern, base, 1, box).map(layerSvg);
  if (shape.border && design.border !== 'none') {
    print.push(`<path d="${shape.border}" fill="none" stroke="${borderColour}" stroke-width="${shape.borderWidth ?? 16}"/>`);
  }
  print.push(shading(box));
  parts.push(clipped('body', print));
  for (const o of shape.over ?? []) {
    const colour = tone[o.tone];
    parts.push(o.stroke ? `<path d="${o.d}" fill="none" stroke="${colour}" stroke-width="${o.stroke}" stroke-linecap="round"/>` : `<path d="${o.d}" fill="${colour}"${o.tone === 'sheer' ? ' opacity="0.8"' : ''}/>`);
  }
  if (shape.lines) parts.push(`<path d="${shape.lines}" fill="none" stroke="${darken(base, 0.45)}" stroke-width="2.4" stroke-linecap="round" opacity="0.45"/>`);
  if (design.pattern === 'denim' && shape.lines) parts.push(`<path d="${shape.lines}" fill="none" stroke="#D98E3A" stroke-width="1.6" stroke-dasharray="6 5" opacity="0.8"/>`);
  if (shape.dots?.length) parts.push(`<path d="${shape.dots.map(([x, y]) => circle(x, y, 6)).join('')}" fill="${design.border === 'zari' ? GOLD : lighten(base, 0.6)}" stroke="${darken(base, 0.5)}" stroke-width="1.5"/>`);
  return `${svgOpen(width, height, `<clipPath id="body"><path d="${shape.body}"/></clipPath>`)}${parts.join('')}</svg>`;
}

/** A folded length of the fabric, close up, with its border along the fold. */
function closeUpSvg(design: GarmentDesign, width: number, height: number): string {
  const base = design.base;
  const fold = 'M90 120L710 90L730 610Q720 640 690 640L110 680Q80 680 78 650Z';
  const drape = 'M110 640L690 600Q730 600 730 640L740 900Q400 950 70 900L78 680Q80 650 110 640Z';
  const parts: string[] = [];
  parts.push(floorShadow(405, 915, 330));
  for (const [id, d] of [['fold', fold], ['drape', drape]] as const) {
    parts.push(`<path d="${d}" fill="${id === 'drape' ? darken(base, 0.08) : base}"/>`);
    parts.push(clipped(id, [...patternLayers(design.pattern, base, 1.6).map(layerSvg), shading(boundsOf(d))]));
  }
  if (design.border !== 'none') {
    const colour = design.border === 'zari' ? GOLD : ink(base, 0.8);
    parts.push(clipped('drape', [`<path d="M70 885Q400 935 740 885" fill="none" stroke="${colour}" stroke-width="34"/>`]));
  }
  parts.push(`<path d="M110 642L690 602" stroke="${darken(base, 0.4)}" stroke-width="3" opacity="0.5"/>`);
  return `${svgOpen(width, height, `<clipPath id="fold"><path d="${fold}"/></clipPath><clipPath id="drape"><path d="${drape}"/></clipPath>`)}${parts.join('')}</svg>`;
}

/** The SVG for a design at a pixel size (4:5 portrait). */
export function designSvg(design: GarmentDesign, width: number, height: number): string {
  return design.closeUp ? closeUpSvg(design, width, height) : garmentSvg(design, width, height);
}
