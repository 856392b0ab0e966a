// The seeded course catalogue, in display order.
import { aclsCourse } from './acls';
import { blsCourse } from './bls';
import { cprCourse } from './cpr';
import { nrpCourse } from './nrp';
import { palsCourse } from './pals';
import type { SeedCourse } from './types';

export type { SeedCourse } from './types';

export const seedCourses: SeedCourse[] = [aclsCourse, palsCourse, blsCourse, nrpCourse, cprCourse];
