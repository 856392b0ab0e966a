// /referrals and /refer-to-earn: the learner's link and code, and the $25 credits earned.
import { REFERRAL_REWARD_DOLLARS } from '@shared/constants';
import { formatCents } from '@shared/rules/pricing';
import { Heading, Text, TableScroll } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { useReferrals } from '../api/referrals-and-reviews';
import { ReferralShare } from '../components/referral-share';
import '../commerce.css';

export function ReferralsPage({ title = 'Referrals' }: { title?: string }) {
  usePageTitle(title);
  const referrals = useReferrals();
  return (
    <section className="page commerce-page">
      <Heading level={1}>{title}</Heading>
      <div className="commerce-layout">
        <div className="card">
          <Heading level={2}>Share your link</Heading>
          <ReferralShare />
        </div>
        <aside className="card commerce-layout__side" aria-labelledby="credits-title">
          <Heading level={2} id="credits-title">
            Your credits
          </Heading>
          {referrals.data ? (
            <>
              <Text>
                <strong>{formatCents(referrals.data.balance)}</strong> earned
              </Text>
              {referrals.data.credits.length === 0 ? (
                <Text className="muted">
                  No credits yet: you earn one when a colleague you referred pays for their first order.
                </Text>
              ) : (
                <TableScroll label="Referral credits">
                  <table className="billing-table">
                    <caption className="visually-hidden">Credits earned</caption>
                    <thead>
                      <tr>
                        <th scope="col">Colleague</th>
                        <th scope="col">Date</th>
                        <th scope="col" className="num">
                          Credit
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {referrals.data.credits.map((credit) => (
                        <tr key={credit.id}>
                          <td>{credit.colleague}</td>
                          <td>
                            <DateText value={credit.createdAt} />
                          </td>
                          <td className="num">{formatCents(credit.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </>
          ) : null}
        </aside>
      </div>
    </section>
  );
}

export function ReferToEarnPage() {
  return <ReferralsPage title={`Refer To Earn $${REFERRAL_REWARD_DOLLARS}`} />;
}
