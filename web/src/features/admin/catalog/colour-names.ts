/**
 * Swatches for the colour names a shop types into the size × colour grid, so a new colour's swatch
 * follows its name (Mustard is drawn mustard, not whatever was picked last). The demo catalogue's
 * dyes first (same hex as its seed), then other names Indian shops use. The owner can still edit
 * the hex; a name not here gets a neutral grey and asks for a swatch.
 */
const SWATCHES: Record<string, string> = {
  maroon: '#7b1e2b', 'rani pink': '#d81b72', mustard: '#d4a02a', indigo: '#2e3b74', teal: '#127c7a', 'bottle green': '#1f5a43',
  ivory: '#f1e9d8', black: '#222222', white: '#f7f7f4', peach: '#f2a98b', rust: '#a94a26', navy: '#1e2a48', 'navy blue': '#1e2a48',
  'sky blue': '#8fc1e3', olive: '#6b7338', beige: '#d8c3a0', lavender: '#b39ddb', mint: '#a7d8c4', 'royal blue': '#2450a6', red: '#c0282d',
  gold: '#c9a34a', wine: '#6a2436', charcoal: '#3b4148', saffron: '#e8792b', 'onion pink': '#e6a4a8', khaki: '#b8a77a', 'light blue': '#9db8d9',
  'dark blue': '#2b3a55', tan: '#a5743f', brown: '#5c3a24', grey: '#8d9096', gray: '#8d9096',
  // More names from Indian shop floors.
  magenta: '#c2185b', 'rani': '#d81b72', pink: '#f48fb1', 'baby pink': '#f8c8d4', 'hot pink': '#e91e63', 'dusty pink': '#d4a5a5', fuchsia: '#c2187a',
  'parrot green': '#5cb531', 'mehendi green': '#7c8c3c', mehendi: '#7c8c3c', 'leaf green': '#4a8c2a', 'sea green': '#2e8b57', 'emerald green': '#1b7f5a',
  emerald: '#1b7f5a', 'pista green': '#b6d7a8', pista: '#b6d7a8', green: '#2e7d32', 'dark green': '#1b4d2e', 'peacock blue': '#0f6f8f', peacock: '#0f6f8f',
  'ink blue': '#1b2a4a', blue: '#1f4e9c', turquoise: '#30b5b0', firozi: '#30b5b0', aqua: '#6fd0d0', 'powder blue': '#b0c4de', purple: '#6a1b9a',
  violet: '#7e57c2', jamuni: '#5b2a6e', 'brinjal': '#4b1f3f', mauve: '#b784a7', lilac: '#c8a2c8', 'coffee brown': '#4b3621', coffee: '#4b3621',
  chocolate: '#5d3a1a', copper: '#b87333', bronze: '#a97142', silver: '#c0c0c0', cream: '#f5ecd7', 'off white': '#f3efe4', offwhite: '#f3efe4',
  yellow: '#f2c12e', 'lemon yellow': '#f4e04d', haldi: '#e3a21a', turmeric: '#e3a21a', orange: '#ef7d22', coral: '#f0806a', 'kesari': '#f28c28',
  'sindoor red': '#c8102e', sindoor: '#c8102e', 'cherry red': '#a4161a', crimson: '#b3132b', burgundy: '#6d1a2d', 'deep red': '#8b1a1a',
  rose: '#e8a0a8', 'rose gold': '#b76e79', 'camel': '#c19a6b', 'sand': '#d7c4a3', 'multicolour': '#9e9e9e', 'multicolor': '#9e9e9e',
};

/** A neutral grey for a name the table does not know. */
export const UNKNOWN_SWATCH = '#9e9e9e';

/** The swatch for a colour name ('Rani Pink', ' mustard ' → its hex), or null when unknown. */
export function swatchFor(name: string): string | null {
  return SWATCHES[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
