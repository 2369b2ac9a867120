import { useId } from 'react';
import { NavLink } from 'react-router';
import { Star } from 'lucide-react';
import { groupDropdownItems, type NavDropdownEntry, type NavigationItem } from './navigation.ts';

/** Joins class names, skipping falsy ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** An item's title with its badge ('New!') or featured star, as the header and the menu show it. */
export function NavItemLabel({ item }: { item: Pick<NavigationItem, 'title' | 'badge' | 'featured'> }) {
  return (
    <>
      {item.featured ? <Star className="nav-star" size={14} aria-hidden="true" /> : null}
      <span className="nav-label">{item.title}</span>
      {item.badge ? <span className="nav-badge">{item.badge}</span> : null}
    </>
  );
}

interface DropdownGroupsProps {
  entries: readonly NavDropdownEntry[];
  /** Block class: 'nav-dropdown' (desktop panel) or 'nav-sheet-group' (mobile menu). */
  block: string;
  onNavigate?: () => void;
}

/**
 * The dropdown's grouped links: the top links first, then one labelled list per heading. Each
 * link's accessible name is its title; the short description is its accessible description.
 */
export function DropdownGroups({ entries, block, onNavigate }: DropdownGroupsProps) {
  const baseId = useId();
  const groups = groupDropdownItems(entries);
  return (
    <>
      {groups.map((group, groupIndex) => {
        const headingId = `${baseId}-h${groupIndex}`;
        return (
          <div key={group.heading ?? 'top'} className={cx(`${block}__group`, group.heading ? `${block}__group--section` : `${block}__group--top`)}>
            {group.heading ? (
              <p className={`${block}__heading`} id={headingId}>
                {group.headingHref ? (
                  <NavLink to={group.headingHref} end className={`${block}__heading-link`} onClick={onNavigate}>
                    {group.heading}
                  </NavLink>
                ) : (
                  group.heading
                )}
              </p>
            ) : null}
            <ul className={`${block}__list`} aria-labelledby={group.heading ? headingId : undefined}>
              {group.items.map((link, itemIndex) => {
                const Icon = link.icon;
                const titleId = `${baseId}-t${groupIndex}-${itemIndex}`;
                const descriptionId = `${baseId}-d${groupIndex}-${itemIndex}`;
                return (
                  <li key={link.href}>
                    <NavLink to={link.href} end className={`${block}__link`} aria-labelledby={titleId} aria-describedby={descriptionId} onClick={onNavigate}>
                      <span className={`${block}__icon`}>
                        <Icon size={18} aria-hidden="true" />
                      </span>
                      <span className={`${block}__text`}>
                        <span className={`${block}__title`} id={titleId}>
                          {link.title}
                        </span>
                        <span className={`${block}__description`} id={descriptionId}>
                          {link.description}
                        </span>
                      </span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}
