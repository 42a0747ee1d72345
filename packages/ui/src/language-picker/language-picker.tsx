import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconCaretDown } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import './language-picker.css';

export interface LanguageOption {
  /** Platform code ("EN", "AR"). */
  code: string;
  /** The language's own name ("English", "العربية"), which its speakers recognise. */
  nativeName: string;
  /** Local flag image (never an emoji: many phones lack the emoji font). */
  flagSrc: string;
  /** BCP 47 tag, so each name is pronounced in its own language ("ar", "zh-CN"). */
  lang?: string;
}

export interface LanguagePickerProps {
  languages: LanguageOption[];
  /** Code of the current language. */
  value: string;
  onChange: (code: string) => void;
  /** Only the flag on the button (the header); the name is still its accessible name. */
  compact?: boolean;
}

/** The flag button that opens the list of languages; choosing one reports it and closes the list. */
export function LanguagePicker({ languages, value, onChange, compact = false }: LanguagePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = languages.find((language) => language.code === value) ?? languages[0];

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!current) return null;
  return (
    <div ref={rootRef} className="wps-language-picker">
      <button
        ref={triggerRef}
        type="button"
        className="wps-language-picker__trigger"
        aria-label={t('ui.languagePicker', { language: current.nativeName })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <img className="wps-language-picker__flag" src={current.flagSrc} alt="" width={24} height={16} />
        {!compact && <span className="wps-language-picker__name">{current.nativeName}</span>}
        <IconCaretDown size={16} />
      </button>
      {/* The options exist only while open: thirty flags and names in every header are work for nothing. */}
      <ul id={listId} className="wps-language-picker__list" hidden={!open}>
        {(open ? languages : []).map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.lang}
              className={classNames(
                'wps-language-picker__option',
                language.code === current.code && 'wps-language-picker__option--current',
              )}
              aria-current={language.code === current.code ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                triggerRef.current?.focus();
                if (language.code !== current.code) onChange(language.code);
              }}
            >
              <img
                className="wps-language-picker__flag"
                src={language.flagSrc}
                alt=""
                width={24}
                height={16}
              />
              <span>{language.nativeName}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
