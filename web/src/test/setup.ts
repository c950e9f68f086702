import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '../shell/Overlays';

afterEach(() => cleanup());

// The test machine is small and shared: give lazy pages and mocked answers 3 s, not 1 s, to show.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout: scrolling is a no-op (it would otherwise log "Not implemented").
window.scrollTo = () => {};

// The shell's overlays (search, menu, cart drawer) load after the page, when the browser is idle
// (shell/Overlays.tsx); here they are ready from the start, as in a browser a moment after load.
await preloadOverlays();
