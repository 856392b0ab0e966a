// The floor for bundle-size and cold-load benchmarks: a handler holding only the DynamoDB document client.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => ({ statusCode: 200, body: String(Boolean(client)) });
