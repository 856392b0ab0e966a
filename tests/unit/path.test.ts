import { describe, expect, it } from 'vitest';
import { fillPath, matchPath, toApiGatewayPath } from '@shared/contracts/path';

describe('matchPath', () => {
  it('matches parameters followed by a suffix in the same segment', () => {
    expect(matchPath('/api/provider_cards/:id.pdf', '/api/provider_cards/CPR-1.pdf')).toEqual({ id: 'CPR-1' });
    expect(matchPath('/api/user_exams/:uuid/score_it.json', '/api/user_exams/abc/score_it.json')).toEqual({
      uuid: 'abc',
    });
    expect(matchPath('/api/courses/:id.json', '/api/courses/12.json')).toEqual({ id: '12' });
  });

  it('treats a parenthesised suffix as optional', () => {
    expect(matchPath('/api/state_licenses/:id(.json)', '/api/state_licenses/7')).toEqual({ id: '7' });
    expect(matchPath('/api/state_licenses/:id(.json)', '/api/state_licenses/7.json')).toEqual({ id: '7' });
  });

  it('does not match other paths, extra segments or a missing suffix', () => {
    expect(matchPath('/api/courses/:id.json', '/api/courses/12')).toBeNull();
    expect(matchPath('/api/courses/:id.json', '/api/courses/12/x.json')).toBeNull();
    expect(matchPath('/api/auth/login.json', '/api/auth/loginXjson')).toBeNull();
  });

  it('does not match a parameter with a malformed percent escape (a 404, never a URIError)', () => {
    expect(matchPath('/api/user_exams/:uuid.json', '/api/user_exams/%E0%A4%A.json')).toBeNull();
    expect(matchPath('/api/user_exams/:uuid.json', '/api/user_exams/%.json')).toBeNull();
    expect(matchPath('/api/user_exams/:uuid.json', '/api/user_exams/%C3%A9.json')).toEqual({ uuid: 'é' });
  });

  it('decodes parameters', () => {
    expect(matchPath('/api/x/:id.json', '/api/x/a%20b.json')).toEqual({ id: 'a b' });
  });
});

describe('fillPath and toApiGatewayPath', () => {
  it('fills parameters and drops optional-suffix markers', () => {
    expect(fillPath('/api/user_exams/:uuid/score_it.json', { uuid: 'u 1' })).toBe(
      '/api/user_exams/u%201/score_it.json',
    );
    expect(fillPath('/api/state_licenses/:id(.json)', { id: 3 })).toBe('/api/state_licenses/3.json');
    expect(() => fillPath('/api/x/:id.json')).toThrow(/Missing path parameter id/);
  });

  it('turns partial-segment parameters into whole-segment API Gateway variables', () => {
    expect(toApiGatewayPath('/api/provider_cards/:id.pdf')).toBe('/api/provider_cards/{id}');
    expect(toApiGatewayPath('/api/user_exams/:uuid/score_it.json')).toBe('/api/user_exams/{uuid}/score_it.json');
    expect(toApiGatewayPath('/api/state_licenses/:id(.json)')).toBe('/api/state_licenses/{id}');
    expect(toApiGatewayPath('/api/auth/login.json')).toBe('/api/auth/login.json');
  });
});
