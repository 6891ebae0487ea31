import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'platform',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
