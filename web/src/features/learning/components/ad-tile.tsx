// A promotional tile: title, main ad, paragraph and links (in-app paths stay in the app; other
// addresses open in a new tab), over its background picture (darkened so the white text keeps its contrast).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@web/components/external-link';
import type { AdTile as AdTileData } from '../api/list-ad-tiles';

export function AdTile({ tile }: { tile: AdTileData }) {
  const titleId = useId();
  const picture = tile.backgroundImage.url;
  return (
    <article
      className="ad-tile"
      aria-labelledby={titleId}
      style={
        picture
          ? {
              backgroundImage: `linear-gradient(rgb(10 20 35 / 0.78), rgb(10 20 35 / 0.78)), url("${picture.replace(/"/g, '%22')}")`,
            }
          : undefined
      }
    >
      <h3 id={titleId} className="ad-tile__title">
        {tile.title}
      </h3>
      <p className="ad-tile__main">{tile.mainAd}</p>
      <p className="ad-tile__text">{tile.paragraphText}</p>
      {tile.adLinks.length > 0 ? (
        <ul className="ad-tile__links">
          {tile.adLinks.map((link) => (
            <li key={`${link.url}-${link.title}`}>
              {link.url.startsWith('/') && !link.url.startsWith('//') ? (
                <Link to={link.url}>{link.title}</Link>
              ) : (
                <ExternalLink href={link.url}>{link.title}</ExternalLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
