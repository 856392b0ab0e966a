// The floor for bundle-size and cold-load benchmarks: a handler holding only the DynamoDB document
// client, built as every client must be (its timeouts and attempts from functions/lib/call-budgets.ts).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { STANDARD_BUDGET, sdkClientConfig } from '@functions/lib/call-budgets';

const client = DynamoDBDocumentClient.from(new DynamoDBClient(sdkClientConfig(STANDARD_BUDGET)));

export const handler = async () => ({ statusCode: 200, body: String(Boolean(client)) });
