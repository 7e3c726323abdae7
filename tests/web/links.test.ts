import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../web/src/app/links';

describe('sameOriginPath', () => {
  it('keeps paths of this site', () => {
    for (const path of ['/organization/detail/1', '/sales-order/detail/3?x=1#a', '/']) expect(sameOriginPath(path)).toBe(path);
  });

  it('refuses anything a browser would send elsewhere', () => {
    for (const url of ['//evil.example/detail/1', '/\\evil.example/detail/1', '\\\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/detail/1', 'javascript:alert(1)', 'detail/1', '', null, undefined]) {
      expect(sameOriginPath(url), JSON.stringify(url)).toBeNull();
    }
  });
});
