// Preloaded into s3rver: it only knows the access key S3RVER and refuses any other with
// InvalidAccessKeyId, while every local AWS client (and so every presigned URL) signs with the
// stack's AWS_ACCESS_KEY_ID. Register that key too (s3rver does not verify V4 signatures anyway).
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
if (accessKeyId) DUMMY_ACCOUNT.createKeyPair(accessKeyId, process.env.AWS_SECRET_ACCESS_KEY ?? accessKeyId);
