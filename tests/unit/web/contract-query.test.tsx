// @vitest-environment happy-dom
// The contract-keyed cache: keys come from the contract and the request, two features reading
// the same operation share one entry (the app's one client, no provider), and writes invalidate by contract (every entry) or by one
// entry, before a reply's redirect is followed and only for a success.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserCourse as useCredentialsUserCourse } from '@web/features/credentials/api/get-user-course';
import { useUserCourse as useLearningUserCourse } from '@web/features/learning/api/get-user-course';
import { ApiError } from '@web/lib/api';
import { contractKey, fetchContract, isNotFound } from '@web/lib/contract-key';
import {
  invalidateContracts,
  mutateContract,
  useContractMutation,
  type ContractMutationOptions,
} from '@web/lib/contract-mutation';
import { queryClient } from '@web/lib/query-client';
import { registerNavigator } from '@web/lib/navigation';
import { userCourse as passedCourse } from './exams/fixtures';
import { flush, jsonResponse } from './support/dom';
import { apiRoute, type ContractOf } from '@web/lib/api-route';
const getUserExam = apiRoute('exams/get-user-exam');
const scoreUserExam = apiRoute('exams/score-user-exam');
const getUserCourse = apiRoute('learning/get-user-course');
const listUserCourses = apiRoute('learning/list-user-courses');
const signUp = apiRoute('profile/sign-up');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // The app's one cache (hooks and writes use it without a provider).
  queryClient.clear();
  client = queryClient;
});
afterEach(() => vi.unstubAllGlobals());

/** Reads one user course through both features, noting each render where both have it. */
function Both({ seen }: { seen: string[] }) {
  const learning = useLearningUserCourse('uc1');
  const credentials = useCredentialsUserCourse('uc1');
  if (learning.data && credentials.data) seen.push(`${learning.data.uuid}/${credentials.data.uuid}`);
  return null;
}

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('contract keys', () => {
  it("are the contract's method and path plus the request's params and query", () => {
    expect(contractKey(getUserCourse, { params: { uuid: 'uc1' } })).toEqual([
      'GET /api/user_courses/:uuid.json',
      { params: { uuid: 'uc1' } },
    ]);
    expect(contractKey(getUserCourse)).toEqual(['GET /api/user_courses/:uuid.json']);
    expect(contractKey(listUserCourses, {})).toEqual(['GET /api/user_courses.json', {}]);
  });

  it('the learning and credentials features read one cache entry for a user course (one request)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, passedCourse()));
    const seen: string[] = [];
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Both seen={seen} />));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user_courses/uc1.json');
    expect(seen.at(-1)).toBe('uc1/uc1');
    act(() => root.unmount());
  });

  it('an entry holds the success body; a declared 404 is an ApiError the page shows as not found', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Exam not found' }));
    const failure = await fetchContract(getUserExam, { params: { uuid: 'nope' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Exam not found' });
    expect(isNotFound(failure)).toBe(true);
  });
});

describe('invalidation by contract', () => {
  const seed = () => {
    client.setQueryData(contractKey(getUserCourse, { params: { uuid: 'uc1' } }), passedCourse());
    client.setQueryData(contractKey(getUserCourse, { params: { uuid: 'uc2' } }), passedCourse({ uuid: 'uc2' }));
    client.setQueryData(contractKey(listUserCourses), { data: [] });
    client.setQueryData(contractKey(getUserExam, { params: { uuid: 'e1' } }), passedCourse().userExam!);
  };

  it('a contract invalidates all of its entries and nothing else; a key invalidates one entry', async () => {
    seed();
    await invalidateContracts([getUserCourse], 'none');
    expect(stale(contractKey(getUserCourse, { params: { uuid: 'uc1' } }))).toBe(true);
    expect(stale(contractKey(getUserCourse, { params: { uuid: 'uc2' } }))).toBe(true);
    expect(stale(contractKey(listUserCourses))).toBe(false);
    expect(stale(contractKey(getUserExam, { params: { uuid: 'e1' } }))).toBe(false);

    client.clear();
    seed();
    await invalidateContracts([contractKey(getUserCourse, { params: { uuid: 'uc2' } })], 'none');
    expect(stale(contractKey(getUserCourse, { params: { uuid: 'uc1' } }))).toBe(false);
    expect(stale(contractKey(getUserCourse, { params: { uuid: 'uc2' } }))).toBe(true);
  });

  it('a write updates and invalidates before its redirect is followed, and only on success', async () => {
    seed();
    const order: string[] = [];
    registerNavigator((to) =>
      order.push(`navigate ${to}${stale(contractKey(listUserCourses)) ? ' (list stale)' : ''}`),
    );
    const scored = { ...passedCourse().userExam!, score: 90 };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { userExam: scored, redirect: '/exams/e1/passed' }));
    const options: ContractMutationOptions<ContractOf<typeof scoreUserExam>, void> = {
      request: () => ({ params: { uuid: 'e1' } }),
      update: (reply) => {
        order.push('update');
        client.setQueryData(contractKey(getUserExam, { params: { uuid: 'e1' } }), reply.body.userExam);
      },
      invalidates: [listUserCourses, getUserCourse],
      refetch: 'none',
    };
    const reply = await mutateContract(scoreUserExam, undefined, options);
    expect(reply.status).toBe(200);
    expect(order).toEqual(['update', 'navigate /exams/e1/passed (list stale)']);
    expect(client.getQueryData(contractKey(getUserExam, { params: { uuid: 'e1' } }))).toMatchObject({ score: 90 });
    expect(stale(contractKey(getUserCourse, { params: { uuid: 'uc1' } }))).toBe(true);

    client.clear();
    seed();
    order.length = 0;
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This exam has already been scored.' }));
    const refused = await mutateContract(scoreUserExam, undefined, options);
    expect(refused.status).toBe(409);
    expect(order).toEqual([]);
    expect(stale(contractKey(listUserCourses))).toBe(false);
  });

  it('resolves once what is on screen has been read again (a page that moves on shows the written data)', async () => {
    let served = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/user_courses/uc1.json')
        return jsonResponse(200, passedCourse({ manuallyConfirmed: served++ > 0 }));
      return jsonResponse(200, { userExam: passedCourse().userExam });
    });
    const key = contractKey(getUserCourse, { params: { uuid: 'uc1' } });
    // The page on screen: an active observer of the entry.
    const page = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => fetchContract(getUserCourse, { params: { uuid: 'uc1' } }),
    });
    const stop = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(client.getQueryData(key)?.manuallyConfirmed).toBe(false);
    await mutateContract(scoreUserExam, undefined, {
      request: () => ({ params: { uuid: 'e1' } }),
      invalidates: [getUserCourse],
    });
    expect(client.getQueryData(key)?.manuallyConfirmed).toBe(true);
    stop();
  });
});

interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}
interface SignUpForm {
  submit?: (input: SignUpBody) => Promise<unknown>;
}
/** Hands the test a submit that sends the sign-up through useContractMutation. */
function SignUp({ form }: { form: SignUpForm }) {
  const mutation = useContractMutation(signUp, { request: (input: SignUpBody) => ({ body: input }) });
  form.submit = (input) => mutation.mutateAsync(input).catch((error: unknown) => error);
  return null;
}

describe('idempotent writes', () => {
  it('resend the same input with the same key while the outcome is unknown; a reply or new input starts a new attempt', async () => {
    const keys: string[] = [];
    const outcomes: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse(422, { errors: { email: ['has already been taken'] } }),
      () => jsonResponse(422, { errors: { email: ['has already been taken'] } }),
      () => jsonResponse(422, { errors: { email: ['has already been taken'] } }),
    ];
    fetchMock.mockImplementation(async (_input, init) => {
      keys.push((init!.headers as Record<string, string>)['Idempotency-Key']!);
      return outcomes[keys.length - 1]!();
    });
    const body = {
      firstName: 'Lena',
      lastName: 'Learner',
      email: 'lena@example.com',
      phone: '+1 555 555 0123',
      password: 'Password123!',
    };
    const form: SignUpForm = {};
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<SignUp form={form} />));
    const submit = (input: SignUpBody) => form.submit!(input);
    expect(await act(() => submit(body))).toBeInstanceOf(ApiError); // offline: the outcome is unknown
    await act(() => submit(body)); // the same input again: the same attempt
    await act(() => submit(body)); // after a reply: a new attempt
    await act(() => submit({ ...body, email: 'other@example.com' }));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
    act(() => root.unmount());
  });
});
