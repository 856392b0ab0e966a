// The group a group-admin request may touch. Only the handler factory makes one, from the caller's
// own membership (never from an id in the request), and group data functions take it instead of a
// bare id: a group handler cannot forget to scope, nor scope to a group the caller does not run.
declare const scoped: unique symbol;

export interface GroupScope {
  readonly id: string;
  /** Brand: a plain `{ id }` literal does not type-check as a scope. */
  readonly [scoped]: true;
}

/** For the handler factory only, from an authorized GroupAdminCaller. */
export const groupScopeOf = (caller: { groupId: string }): GroupScope =>
  Object.freeze({ id: caller.groupId }) as GroupScope;

/** For scheduled jobs that act for each group they read from their own index (no caller to take it from). */
export const groupScopeForJob = (groupId: string): GroupScope => Object.freeze({ id: groupId }) as GroupScope;

/** For the payment webhook: the group named by the pending order we saved before charging (a webhook has no caller). */
export const groupScopeOfPayment = (pending: { groupId: string }): GroupScope =>
  Object.freeze({ id: pending.groupId }) as GroupScope;
