import type { ReactNode } from 'react';
import { menuSharp } from 'ionicons/icons';
import { Icon } from '../components/icon';

interface FirstPaintFrameProps {
  title: string;
  /** The toolbar's end buttons, as icons: they become buttons once the app is up. */
  endIcons: readonly string[];
  children: ReactNode;
}

/**
 * A screen of the shell as the server paints it (src/first-screen/server.tsx): a static copy of
 * components/page-header.tsx's toolbar with the menu button, and the page's content where
 * ion-content puts it. Same geometry as the real screen, which covers it once it is up; its CSS is
 * in index.html (#boot-app).
 */
export function FirstPaintFrame({ title, endIcons, children }: FirstPaintFrameProps) {
  return (
    <>
      <div className="boot-app__toolbar first-paint__toolbar">
        <span className="first-paint__button first-paint__menu">
          <Icon icon={menuSharp} />
        </span>
        <div className="first-paint__title">{title}</div>
        <span className="first-paint__end">
          {endIcons.map((icon) => (
            <span key={icon} className="first-paint__button">
              <Icon icon={icon} />
            </span>
          ))}
        </span>
      </div>
      <div className="first-paint__content">{children}</div>
    </>
  );
}
