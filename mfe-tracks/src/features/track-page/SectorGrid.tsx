import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { Button } from '@consulting/ui';
import { i18n, type Language } from '@consulting/platform';
import type { Sector, SectorStats } from '../../track-content/index.ts';
import { Grid } from '../../page-layout/index.ts';

/** Delay before scrolling to an opened sector's detail, in milliseconds (spec §9). */
export const SECTOR_SCROLL_DELAY_MS = 100;
/** Gap left above the detail panel when scrolling to it, in CSS pixels (spec §9). */
export const SECTOR_SCROLL_OFFSET_PX = 80;

interface SectorGridProps {
  sectors: readonly Sector[];
  language: Language;
  /** The track's accent colour, for the selected card and the panel. */
  accent: string;
}

/**
 * The Target Sectors block of a track page (spec §2 "Track pages"): one card per sector in a
 * 1/2/3/4-column grid (from 768, 992 and 1200 px). A card opens its detail panel under the grid,
 * closing any other; clicking it again or the panel's close button collapses it. After
 * `SECTOR_SCROLL_DELAY_MS` the panel scrolls to `SECTOR_SCROLL_OFFSET_PX` below the viewport top.
 */
export default function SectorGrid({ sectors, language, accent }: SectorGridProps) {
  const t = i18n.getFixedT(language, 'tracks');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const selected = sectors.find((sector) => sector.id === selectedId) ?? null;

  useEffect(() => {
    if (selectedId === null) return;
    const timer = window.setTimeout(() => {
      const panel = detailRef.current;
      if (!panel) return;
      // A block body on purpose: recent Chromium returns a promise from scrollTo.
      window.scrollTo({
        top: panel.getBoundingClientRect().top + window.scrollY - SECTOR_SCROLL_OFFSET_PX,
        behavior: 'smooth',
      });
    }, SECTOR_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [selectedId]);

  const toggle = (id: string) => setSelectedId((current) => (current === id ? null : id));
  const onKeyDown = (id: string) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      toggle(id);
    }
  };

  return (
    <>
      <Grid cols={{ md: 2, lg: 3, xl: 4 }}>
        {sectors.map((sector, index) => {
          const open = sector.id === selectedId;
          return (
            <div
              key={sector.id}
              role="button"
              tabIndex={0}
              className={`sector-card${open ? ' sector-card--open' : ''}`}
              style={open ? { borderColor: accent, boxShadow: `0 0 0 2px ${accent}33` } : undefined}
              data-testid="sector-card"
              data-sector-id={sector.id}
              aria-expanded={open}
              aria-controls={open ? 'sector-detail' : undefined}
              onClick={() => toggle(sector.id)}
              onKeyDown={onKeyDown(sector.id)}
            >
              <div className="sector-card__top">
                <span className="sector-card__index">{String(index + 1).padStart(2, '0')}</span>
                <span
                  className="sector-card__sign"
                  data-testid="sector-toggle-sign"
                  aria-hidden="true"
                  style={{ background: open ? accent : undefined, color: open ? '#fff' : accent }}
                >
                  {open ? '−' : '+'}
                </span>
              </div>
              <Icon icon={sector.icon} style={{ fontSize: 32, color: accent }} />
              <h3 className="sector-card__name">{sector.name}</h3>
              <p className="sector-card__description">{sector.description}</p>
              <SectorStatsRow stats={sector.stats} language={language} compact />
            </div>
          );
        })}
      </Grid>

      {selected && (
        <div
          ref={detailRef}
          id="sector-detail"
          className="sector-detail"
          style={{ borderTopColor: accent }}
          data-testid="sector-detail"
          data-sector-id={selected.id}
          role="region"
          aria-label={selected.name}
        >
          <div className="sector-detail__head">
            <Icon icon={selected.icon} style={{ fontSize: 36, color: accent }} />
            <h3 className="tracks-h3" style={{ margin: 0, flex: 1 }}>
              {selected.name}
            </h3>
            <Button
              icon={<Icon icon="CloseOutlined" />}
              onClick={() => setSelectedId(null)}
              data-testid="sector-detail-close"
              aria-label={t('page.closeDetail')}
            >
              {t('page.closeDetail')}
            </Button>
          </div>
          <p className="tracks-p" style={{ fontSize: 16, marginTop: 16 }}>
            {selected.detailedDescription}
          </p>
          <SectorStatsRow stats={selected.stats} language={language} />
          <Grid cols={{ md: 2 }} gap={24} style={{ marginTop: 24 }}>
            <div>
              <h4 className="tracks-h4">{t('page.includedServices')}</h4>
              <ul className="sector-detail__services" data-testid="sector-detail-services">
                {selected.services.map((service) => (
                  <li key={service}>
                    <Icon icon="CheckCircleFilled" style={{ color: accent }} /> {service}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="tracks-h4">{t('page.whyWeExcel')}</h4>
              <p className="tracks-p" style={{ fontSize: 15 }}>
                {selected.whyWeExcel}
              </p>
            </div>
          </Grid>
        </div>
      )}
    </>
  );
}

/** Clients, projects and growth of a sector; '-' where the company shows no figure. */
function SectorStatsRow({ stats, language, compact }: { stats: SectorStats; language: Language; compact?: boolean }) {
  const t = i18n.getFixedT(language, 'tracks');
  const items = [
    { key: 'clients', label: t('page.clients'), value: stats.clients },
    { key: 'projects', label: t('page.projects'), value: stats.projects },
    { key: 'growth', label: t('page.growth'), value: stats.growth },
  ];
  return (
    <dl className={`sector-stats${compact ? ' sector-stats--compact' : ''}`} data-testid="sector-stats">
      {items.map((item) => (
        <div key={item.key} className="sector-stats__item">
          <dt>{item.label}</dt>
          <dd dir="ltr">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
