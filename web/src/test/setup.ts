import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: scrolling is a no-op (it would otherwise log "Not implemented").
window.scrollTo = () => {};
