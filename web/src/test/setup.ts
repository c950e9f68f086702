import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The test machine is small and shared: give lazy pages and mocked answers 3 s, not 1 s, to show.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout: scrolling is a no-op (it would otherwise log "Not implemented").
window.scrollTo = () => {};
