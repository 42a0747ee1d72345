// Flags are simple shapes drawn for this package (no emoji fonts, no network). Files are named by ISO 3166
// country code, which differs from the platform's language codes: MY (Burmese) shows Myanmar (mm.svg) and
// MS (Malay) shows Malaysia (my.svg).
import type { LanguageCode } from '../languages';
import bd from './bd.svg';
import cn from './cn.svg';
import es from './es.svg';
import fr from './fr.svg';
import gb from './gb.svg';
import id from './id.svg';
import inFlag from './in.svg';
import ir from './ir.svg';
import jp from './jp.svg';
import kh from './kh.svg';
import kr from './kr.svg';
import kz from './kz.svg';
import la from './la.svg';
import mm from './mm.svg';
import my from './my.svg';
import np from './np.svg';
import ph from './ph.svg';
import pk from './pk.svg';
import pt from './pt.svg';
import ru from './ru.svg';
import sa from './sa.svg';
import th from './th.svg';
import tr from './tr.svg';
import tw from './tw.svg';
import tz from './tz.svg';
import uz from './uz.svg';
import vn from './vn.svg';

/** Flag image URL of each language (a country where the language is widely read). */
export const FLAGS: Record<LanguageCode, string> = {
  EN: gb,
  TY: ph,
  CN: cn,
  TW: tw,
  JA: jp,
  KO: kr,
  TH: th,
  VI: vn,
  MY: mm,
  KM: kh,
  LO: la,
  ID: id,
  MS: my,
  HI: inFlag,
  BN: bd,
  TA: inFlag,
  TE: inFlag,
  NE: np,
  UR: pk,
  AR: sa,
  FA: ir,
  TR: tr,
  RU: ru,
  KK: kz,
  UZ: uz,
  ES: es,
  PT: pt,
  FR: fr,
  SW: tz,
};
