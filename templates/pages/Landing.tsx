import type { Landing as LandingModel } from '../../shared/model/site.js';
import { withBase } from '../../shared/url.js';

/**
 * A landing page's hero (its title, tagline, image and action links) and its features, as VitePress's `layout: home`
 * and Starlight's splash pages draw them. The hero's h1 is the page's.
 */
export function Landing({ landing, title, titleId, baseUrl }: { landing: LandingModel; title: string; titleId?: string; baseUrl: string }) {
  const { name, tagline, image, actions, features } = landing;
  const heading = landing.title ?? (name ? undefined : title);
  return (
    <>
      <section className="dg-landing__hero">
        <div className="dg-landing__text">
          <h1 id={titleId} className="dg-landing__heading">
            {name ? <span className="dg-landing__name">{name}</span> : null}
            {heading ? <span className="dg-landing__title">{heading}</span> : null}
          </h1>
          {tagline ? <p className="dg-landing__tagline">{tagline}</p> : null}
          {actions.length > 0 ? (
            <div className="dg-landing__actions">
              {actions.map((action) => (
                <a
                  key={`${action.text} ${action.link}`}
                  className={`dg-landing__action dg-landing__action--${action.primary ? 'primary' : 'secondary'}`}
                  href={withBase(baseUrl, action.link)}
                >
                  {action.text}
                </a>
              ))}
            </div>
          ) : null}
        </div>
        {image ? <img className="dg-landing__image" src={withBase(baseUrl, image.src)} alt={image.alt} /> : null}
      </section>
      {features.length > 0 ? (
        // VitePress's grids: 2 features side by side, 4 as two pairs (four across on a wide screen), else threes.
        <ul
          className={`dg-landing__features dg-landing__features--${features.length === 2 || features.length === 4 ? features.length : 3}`}
        >
          {features.map((feature) => (
            <li key={feature.title} className="dg-landing__feature">
              {feature.icon && !/^(\/|https?:)/.test(feature.icon) ? (
                <span className="dg-landing__icon" aria-hidden="true">
                  {feature.icon}
                </span>
              ) : null}
              <h2 className="dg-landing__feature-title">
                {feature.link ? <a href={withBase(baseUrl, feature.link)}>{feature.title}</a> : feature.title}
              </h2>
              {feature.details ? <p className="dg-landing__details">{feature.details}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
