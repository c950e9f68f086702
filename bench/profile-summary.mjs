#!/usr/bin/env node
/** node bench/profile-summary.mjs file.cpuprofile — self time by package / area, and the top functions. */
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const self = new Map(profile.nodes.map((n) => [n.id, 0]));
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const byArea = new Map();
const byFn = new Map();
let total = 0;
const area = (url) => {
  if (!url) return '(native / GC / idle)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/api/dist/')) return `kapda: ${url.split('/api/dist/')[1].split('/').slice(0, 2).join('/')}`;
  return url.startsWith('node:') ? 'node core' : url;
};
for (const n of profile.nodes) {
  const t = self.get(n.id) ?? 0;
  if (n.callFrame.functionName === '(idle)') continue;
  total += t;
  const a = area(n.callFrame.url);
  byArea.set(a, (byArea.get(a) ?? 0) + t);
  const f = `${n.callFrame.functionName || '(anonymous)'} ${area(n.callFrame.url)}`;
  byFn.set(f, (byFn.get(f) ?? 0) + t);
}
const show = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, t]) => `${((t / total) * 100).toFixed(1).padStart(5)}%  ${name}`).join('\n');
console.log(`busy ${(total / 1e6).toFixed(1)} s\n\nby area:\n${show(byArea, 18)}\n\ntop functions:\n${show(byFn, 25)}`);
