import { businessFacts } from '#domain/business.ts';
import { BOATS } from '#domain/fleet.ts';

/**
 * The home page as the foundation ships it: who the business is, its fleet and how to reach it,
 * all read from domain/. The full marketing home page replaces this body.
 */
export default function HomePage() {
  const facts = businessFacts;
  return (
    <main id="main" className="page">
      <h1>{facts.name}</h1>
      <p className="lead">
        {facts.tagline}: private party boat charters on {facts.location.display}, cruising since {facts.foundedYear} with{' '}
        {facts.guestsServedDisplay} guests aboard and a {facts.rating.value} of {facts.rating.best} rating.
      </p>
      <section aria-labelledby="fleet-heading">
        <h2 id="fleet-heading">Our fleet</h2>
        <ul className="fleet">
          {BOATS.map((boat) => (
            <li key={boat.id}>
              <h3>{boat.displayName}</h3>
              <p>
                Up to {boat.capacity} guests, {boat.seatingCapacity} seated.
              </p>
              <p>{boat.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">Plan your cruise</h2>
        <p>
          Call <a href={facts.phone.href}>{facts.phone.display}</a> or e-mail <a href={facts.email.href}>{facts.email.address}</a>.
        </p>
      </section>
    </main>
  );
}
