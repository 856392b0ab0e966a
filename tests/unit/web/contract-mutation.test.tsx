// @vitest-environment happy-dom
// useContractMutation without react-query: the states pages read (isPending, isSuccess, isError,
// variables), `reset` wins over a call still in flight, and callbacks do not run after unmount.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation, type ContractMutation } from '@web/lib/contract-mutation';
import type { ContractOf } from '@web/lib/api-route';
import { deferred } from './exams/fixtures';
import { flush, jsonResponse } from './support/dom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const evaluateAuth = apiRoute('auth/evaluate-auth');
type Evaluate = ContractMutation<ContractOf<typeof evaluateAuth>, string>;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function Form({ seen }: { seen: { current?: Evaluate } }) {
  seen.current = useContractMutation(evaluateAuth, { request: (userauth: string) => ({ body: { userauth } }) });
  return null;
}

async function mount() {
  const seen: { current?: Evaluate } = {};
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Form seen={seen} />));
  return { seen, unmount: () => act(() => root.unmount()) };
}

describe('useContractMutation', () => {
  it('is pending with its variables, then succeeds with the reply; a refused call is an error', async () => {
    const { seen, unmount } = await mount();
    const reply = deferred<Response>();
    fetchMock.mockReturnValueOnce(reply.promise);
    let call!: Promise<unknown>;
    await act(async () => {
      call = seen.current!.mutateAsync('a@b.co');
    });
    expect(seen.current).toMatchObject({ isPending: true, isSuccess: false, variables: 'a@b.co' });
    await act(async () => {
      reply.resolve(jsonResponse(200, { verifyBy: 'password' }));
      await call;
    });
    expect(seen.current).toMatchObject({ isPending: false, isSuccess: true, isError: false, data: { status: 200 } });

    fetchMock.mockResolvedValueOnce(jsonResponse(418, { message: 'teapot' }));
    await act(async () => {
      await seen.current!.mutateAsync('a@b.co').catch(() => undefined);
    });
    expect(seen.current).toMatchObject({ isPending: false, isError: true, isSuccess: false });
    unmount();
  });

  it('reset wins over a call still in flight', async () => {
    const { seen, unmount } = await mount();
    const reply = deferred<Response>();
    fetchMock.mockReturnValueOnce(reply.promise);
    let call!: Promise<unknown>;
    await act(async () => {
      call = seen.current!.mutateAsync('a@b.co');
    });
    await act(async () => seen.current!.reset());
    await act(async () => {
      reply.resolve(jsonResponse(200, { verifyBy: 'password' }));
      await call;
    });
    expect(seen.current).toMatchObject({ isPending: false, isSuccess: false, data: undefined });
    unmount();
  });

  it("does not run a call's callbacks once the screen is gone", async () => {
    const { seen, unmount } = await mount();
    const reply = deferred<Response>();
    fetchMock.mockReturnValueOnce(reply.promise);
    const onSuccess = vi.fn();
    await act(async () => seen.current!.mutate('a@b.co', { onSuccess }));
    unmount();
    reply.resolve(jsonResponse(200, { verifyBy: 'password' }));
    await flush();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
