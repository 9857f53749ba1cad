import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionNames, roleAllows, routes } from '../../functions/routes.ts';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';

describe('the route table', () => {
  it('names a handler module that exists for every function, and every trigger', () => {
    for (const name of functionNames) expect(existsSync(`functions/handlers/${name}.ts`), name).toBe(true);
    for (const module of Object.values(userPoolSettings.triggers)) expect(existsSync(`functions/${module}.ts`), module).toBe(true);
  });

  it('has no route twice, keeps every path under /api, and leaves no function without a route', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.path.startsWith('/api/')).toBe(true);
    for (const name of functionNames) expect(routes.some((route) => route.function === name), name).toBe(true);
  });

  it('has each handler module serve its own function, through the role-checking wrapper', () => {
    for (const name of functionNames) {
      const source = readFileSync(`functions/handlers/${name}.ts`, 'utf8');
      expect(source, name).toContain(`apiFunction('${name}',`);
      expect(source, name).not.toMatch(/routeKey|requireCaller|requireAdmin/);
    }
  });

  it('orders the roles: each includes the one before', () => {
    expect(roleAllows('public', 'user')).toBe(true);
    expect(roleAllows('user', 'public')).toBe(false);
    expect(roleAllows('content_manager', 'user')).toBe(false);
    expect(roleAllows('content_manager', 'super_admin')).toBe(true);
    expect(roleAllows('super_admin', 'content_manager')).toBe(false);
  });

  it('keeps administrator paths for administrators, and content managers to the content', () => {
    for (const route of routes) {
      if (route.path.startsWith('/api/admin/')) expect(['content_manager', 'super_admin'], route.path).toContain(route.role);
      if (route.role === 'content_manager') expect(route.path, route.path).toMatch(/^\/api\/admin\/(question|exam|package|question-report)/);
    }
  });
});
