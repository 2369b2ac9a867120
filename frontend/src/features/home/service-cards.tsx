import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { formatMoney } from '#domain/shared/money.ts';
import { boatSlotKey, serviceCardSlotKey } from '#domain/content/page-slots.ts';
import type { BoatId } from '#domain/pricing/fleet.ts';
import { SlotImage } from '../../components/media/slot-image.tsx';
import { ART, BOAT_ART, type ArtId, type Artwork } from '../../site/art.ts';
import { chatHref } from '../../site/chat-link.ts';
import { SERVICE_CARDS, SERVICE_DIALOG_NOTE, type ServiceCard } from '../../site/content/home.ts';

/** The card button labels the spec fixes per service. */
export const SERVICE_BUTTON_LABELS: Readonly<Record<ServiceCard['id'], string>> = {
  private: 'BOOK PRIVATE CRUISE',
  disco: 'BOOK DISCO CRUISE',
  others: 'GET QUOTE',
};

/** A boat's illustration in a card's gallery is that boat's photo slot (the boats' photos, issue 19). */
const boatOfArt = new Map<string, BoatId>(Object.entries(BOAT_ART).map(([boat, art]) => [art, boat as BoatId]));

function Illustration({ art }: { art: Artwork }) {
  return <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" />;
}

function ServiceDialog({ card, onClose }: { card: ServiceCard; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const titleId = `service-${card.id}-title`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; the keyboard has Escape and the Close button
    <dialog
      ref={dialog}
      className="service-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
    >
      <div className="service-dialog__body">
        <button type="button" className="service-dialog__close" aria-label="Close" onClick={() => dialog.current?.close()}>
          <X aria-hidden="true" />
        </button>
        <h2 id={titleId}>{card.title}</h2>
        <ul className="service-dialog__gallery">
          {card.artKeys.map((key) => {
            const boat = boatOfArt.get(key);
            return (
              <li key={key}>
                {boat ? (
                  <SlotImage slot={boatSlotKey(boat)} art={key as ArtId} sizes="(min-width: 48rem) 14rem, 50vw" />
                ) : (
                  <Illustration art={ART[key as ArtId]} />
                )}
              </li>
            );
          })}
        </ul>
        <p>{card.detailedDescription}</p>
        <ul className="checklist">
          {card.highlights.map((h) => (
            <li key={h}>
              <Check aria-hidden="true" size={18} /> <span>{h}</span>
            </li>
          ))}
        </ul>
        <p className="service-dialog__price">
          Starting from <strong>{formatMoney(card.startingPrice)}</strong> <span>{card.hourlyNote}</span>
        </p>
        <p className="service-dialog__fine">{card.priceNote}</p>
        <div className="service-dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            Continue Browsing
          </button>
          <a className="button button--primary" href={chatHref(card.cta.params)}>
            Book Now
          </a>
        </div>
        <p className="service-dialog__note">{SERVICE_DIALOG_NOTE}</p>
      </div>
    </dialog>
  );
}

export function ServiceCards() {
  const [open, setOpen] = useState<ServiceCard | null>(null);
  const openers = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  return (
    <>
      <ul className="service-cards">
        {SERVICE_CARDS.map((card) => {
          return (
            <li key={card.id} className="service-card">
              {/* The staff's photo for the card, or its illustration (decorative: the title says what it is). */}
              <SlotImage
                slot={serviceCardSlotKey(card.id)}
                art={card.artKeys[0] as ArtId}
                artAlt=""
                sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                className="service-card__image"
              />
              <div className="service-card__body">
                {card.badge && <span className="badge badge--sun">{card.badge}</span>}
                <h3 className="service-card__title">
                  <Link to={card.href}>{card.title}</Link>
                </h3>
                <p>{card.subtitle}</p>
                <p className="service-card__price">
                  From <strong>{formatMoney(card.startingPrice)}</strong>
                </p>
                <p className="service-card__note">{card.hourlyNote}</p>
                <div className="service-card__actions">
                  <a className="button button--primary" href={chatHref(card.cta.params)}>
                    {SERVICE_BUTTON_LABELS[card.id]}
                  </a>
                  <button
                    type="button"
                    className="button button--secondary"
                    ref={(el) => {
                      openers.current[card.id] = el;
                    }}
                    onClick={() => setOpen(card)}
                    aria-haspopup="dialog"
                  >
                    Details<span className="visually-hidden"> about {card.title}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {open && (
        <ServiceDialog
          card={open}
          onClose={() => {
            openers.current[open.id]?.focus();
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
