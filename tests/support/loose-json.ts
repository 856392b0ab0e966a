// Replies and CloudFormation templates as tests read them: JSON indexed freely, without narrowing
// each step. Reply shapes are checked against their contracts (contract-check.ts) in every API test.
// biome-ignore lint/suspicious/noExplicitAny: the one place tests opt out of narrowing (see above).
export type LooseJson = any;
