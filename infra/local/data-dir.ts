// Where the local stack keeps its data: a module of its own so the light commands (backup, restore,
// job, totp) need not load the whole stack and its stand-ins to find it.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DATA_DIR = process.env.LOCAL_DATA_DIR
  ? path.resolve(process.env.LOCAL_DATA_DIR)
  : path.join(ROOT, '.data');
