import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { dismiss } from '../lib/toast-store.ts';

beforeAll(() => {
  // jsdom has no layout, so no scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  // The toast store lives at module level; close what one test raised before the next looks.
  dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
