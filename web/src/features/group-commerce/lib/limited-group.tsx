// Purchase, receipts and billing do not exist for groups with unlimited certifications: their routes
// send them elsewhere (members for purchasing, the settings index for receipts and billing).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@web/lib/session';

export function LimitedGroupOnly({ otherwise, children }: { otherwise: string; children: ReactNode }) {
  const { group } = useSession();
  return group?.unlimitedCertifications ? <Navigate to={otherwise} replace /> : children;
}
