/**
 * A nickname's "looks the same as" key (issue 29 item 5: nobody posts under someone else's name).
 * Two nicknames whose folds are equal read as one name to a person, so only one account may wear it.
 * The steps, in order (docs/api.md, "Nicknames: one look, one account", says the same for readers of the API):
 *
 * 1. NFKC: full-width and other compatibility forms become their plain letters (ＡＢＣ → ABC, ① → 1,
 *    ﬁ → fi, the ideographic space → a space).
 * 2. Invisible characters go: zero-width spaces and joiners, the BOM, soft hyphens, bidi controls,
 *    variation selectors (every Default_Ignorable_Code_Point), and all whitespace ("张 三" = "张三").
 * 3. Latin accents go (NFD, then combining marks U+0300–U+036F): "Zoë" = "Zoe".
 * 4. Lower case.
 * 5. Letters from other scripts drawn like a Latin one become it: Cyrillic а е о р с х у і ј ѕ к м
 *    н т в һ ԁ ԛ ԝ ӏ, Greek α β ε η ι κ μ ν ο ρ τ υ χ γ ζ.
 * 6. Look-alikes inside ASCII: 1, l, i (a capital I is an l in most fonts) and | are one letter; 0 and
 *    o are one letter. "rn"/"m" and "vv"/"w" are not folded: too many real names differ only there.
 *
 * Chinese characters pass through unchanged. The fold is stored (blog_user.nick_fold): a change to
 * these rules needs a migration that sets nick_fold to NULL, so every row is folded again on use.
 */

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\s]/gu;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** Each character drawn like a Latin letter, after lower-casing, and the letter it is drawn like. */
const LOOKALIKE: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'l', ї: 'l', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', ζ: 'z', η: 'h', ι: 'l', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  // ASCII among itself: l, I (lower-cased to i), 1 and | read alike; so do 0 and o
  i: 'l', '1': 'l', '|': 'l', '0': 'o',
};
const LOOKALIKE_CHARS = new RegExp(`[${Object.keys(LOOKALIKE).join('').replace(/[|\]\\^-]/g, '\\$&')}]`, 'g');

export function foldNickname(name: string): string {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(LOOKALIKE_CHARS, (ch) => LOOKALIKE[ch]!);
}
