// The return-to-after-login value only ever points inside the app.
import { describe, expect, it } from 'vitest';
import { href, isCourseDetailPath, isExamPath, loginWithReturnTo, paths, safeReturnTo } from '@shared/paths';

describe('paths', () => {
  it('accepts in-app paths and refuses other origins and loops', () => {
    expect(safeReturnTo('/profile?tab=2')).toBe('/profile?tab=2');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/login',
      '/login?returnTo=/x',
      '/logout',
      null,
      '',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });

  it('refuses tabs, newlines and backslashes anywhere, and any path that resolves to another origin', () => {
    for (const bad of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '/a\\b',
      '/profile\\..\\//evil',
      '/\u0000/evil.example',
      '/x\u007f',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
    expect(safeReturnTo('/courses/12?tab=%09')).toBe('/courses/12?tab=%09');
  });

  it('builds login links and concrete paths', () => {
    expect(loginWithReturnTo('/billing')).toBe('/login?returnTo=%2Fbilling');
    expect(loginWithReturnTo('/dashboard')).toBe('/login');
    expect(href(paths.resetPassword, { token: 'a/b' })).toBe('/reset-password/a%2Fb');
  });

  it('knows exam and course-detail paths', () => {
    expect(isExamPath('/exams/123/in_progress')).toBe(true);
    expect(isExamPath('/examsx')).toBe(false);
    expect(isCourseDetailPath('/courses/12/abc')).toBe(true);
    expect(isCourseDetailPath('/user-portal/courses/1')).toBe(false);
    expect(isCourseDetailPath('/user-portal/subscriptions/s1/courses/acls/disclosures')).toBe(true);
    expect(isCourseDetailPath('/user-portal/subscriptions/s1/uc1/sec1')).toBe(false);
  });
});
