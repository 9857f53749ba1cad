import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerModules, routes } from '../../functions/routes.ts';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';

describe('the route table', () => {
  it('names a handler module that exists for every route, and every trigger', () => {
    for (const name of handlerModules) expect(existsSync(`functions/handlers/${name}.ts`), name).toBe(true);
    for (const module of Object.values(userPoolSettings.triggers)) expect(existsSync(`functions/${module}.ts`), module).toBe(true);
  });

  it('has no route twice and keeps every path under /api', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.path.startsWith('/api/')).toBe(true);
  });
});
