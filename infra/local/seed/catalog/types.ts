// The shape of seeded catalogue content: plain data, mapped to table items by the seed loader.

export interface SeedProduct {
  id: string;
  name: string;
  /** Integer cents. */
  price: number;
  originalPrice: number;
  cartSubtitle: string;
  cartCta: string;
  cartDescription: string;
  kind: 'certification' | 'recertification';
}

export interface SeedSection {
  id: string;
  title: string;
  about: string;
  /** Minutes. */
  duration: number;
  /** Original, readable HTML (h2/h3, p, ul/ol, table, aside.callout); starts with the sample-content notice. */
  content: string;
}

export interface SeedAnswer {
  content: string;
  correct: boolean;
}

export interface SeedQuestion {
  id: string;
  content: string;
  /** Exactly four, exactly one correct. */
  answers: [SeedAnswer, SeedAnswer, SeedAnswer, SeedAnswer];
}

export interface SeedCourse {
  id: string;
  courseType: 'ACLS' | 'PALS' | 'BLS' | 'NRP' | 'CPR';
  title: string;
  subtitle: string;
  shortDescription: string;
  /** HTML. */
  description: string;
  targetAudience: string;
  learningObjectives: string[];
  creditHours: number;
  color: string;
  categories: { name: string; position: number; coursePosition: number }[];
  authors: { id: string; name: string; postNominal: string; affiliation: string }[];
  approvalEntities: { id: string; name: string }[];
  disclosures: string;
  products: { certification: SeedProduct; recertification: SeedProduct };
  sections: SeedSection[];
  exam: { questionBankId: string; questionBankName: string; questionsPerExam: number; passingScore: number };
  questions: SeedQuestion[];
}

export const SAMPLE_NOTICE =
  '<aside class="sample-notice" role="note"><strong>Sample content.</strong> This section is demonstration material for the CertifyMed platform, written for this demo and not a substitute for current official resuscitation guidelines or clinical training.</aside>';
