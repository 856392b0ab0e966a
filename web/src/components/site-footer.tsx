// The footer every layout shares: legal pages and the company name.
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';

export function SiteFooter({ companyName, logo }: { companyName: string; logo?: string }) {
  return (
    <footer className="site-footer">
      {logo ? <img className="site-footer__logo" src={logo} alt="" height={28} /> : null}
      <nav aria-label="Legal">
        <ul className="site-footer__links">
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.termsOfService}>Terms of Service</Link>
          </li>
          <li>
            <Link to={paths.cmeAccreditation}>CME Accreditation</Link>
          </li>
          <li>
            <Link to={paths.autoRenewalTerms}>Automatic Renewal Terms</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copy">
        © {new Date().getFullYear()} {companyName}. All rights reserved.
      </p>
    </footer>
  );
}
