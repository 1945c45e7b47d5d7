import { brand, telHref } from '@/config/brand';

/** How to reach us, as every policy ends: from the brand configuration. */
export function ContactLines() {
  return (
    <ul>
      <li>
        E-mail: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </li>
      <li>
        Helpline: <a href={telHref(brand.helpline)}>{brand.helpline}</a>
      </li>
      <li>
        Post: {brand.company}, {brand.centres[0]?.address}
      </li>
    </ul>
  );
}
