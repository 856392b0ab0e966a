// /admin-content/assets: the asset library; the open folder is in the URL (?folder=), so the
// browser's back button and links follow the breadcrumbs.
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@web/components/page-title';
import { Heading, Text } from '@web/components/ui';
import { AssetLibrary } from '../components/asset-library';
import '../admin.css';

export function AssetsPage() {
  usePageTitle('Assets');
  const [search, setSearch] = useSearchParams();
  const folderId = search.get('folder');
  return (
    <div className="page admin-page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Content admin</p>
          <Heading level={1}>Assets</Heading>
          <Text className="muted">Images and files for course sections. Copy a file's URL to use it in a section.</Text>
        </div>
      </div>
      <section className="card" aria-label="Asset library">
        <AssetLibrary folderId={folderId} onOpenFolder={(id) => setSearch(id ? { folder: id } : {})} />
      </section>
    </div>
  );
}
