// Every screen names itself in the browser tab (WCAG 2.4.2), as "<page> | <company>".
import { useEffect } from 'react';

let siteName = 'CertifyMed';
export function setSiteName(name: string): void {
  siteName = name;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
