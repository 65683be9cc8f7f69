"""Rows of seed 001 (Settings & Profile)."""
from audit_lib import doc, T, N, TU, TT, F, C, X, PHOTO

# 001 names tokens; their values as 001 states them (surface l.36, secondary l.63, error l.84)
# and, where 001 gives no value, as 000 states them (background primary l.2059-2060, text
# primary l.2062 / 2244-2245, borders l.2068-2069).
BG_L, BG_D = '#FFFFFF', '#1A1D1F'
SURF_L, SURF_D = '#F9FAFB', '#2C3135'
TXT_L, TXT_D = '#2D3436', '#F5F6FA'
SEC_L, SEC_D = '#636E72', '#B2BEC3'
ERR_L, ERR_D = '#D63031', '#E74C3C'
BORDER_L, BORDER_D = '#DFE6E9', '#3C4347'
CORAL_L, CORAL_D = '#FF6B6B', '#FF8787'
TOK = 'token values not stated in 001 are taken from 000 (background/text primary, borders)'
MODES = (('light', BG_L, SURF_L, TXT_L, SEC_L, ERR_L, BORDER_L, CORAL_L),
         ('dark', BG_D, SURF_D, TXT_D, SEC_D, ERR_D, BORDER_D, CORAL_D))

doc('001')
S = 'Settings'
F(27, S, 'Navigation title', 17)
TT(28, S, 'Close button', 24, 24, 'xmark icon 24x24pt; no touch target stated')
N(28, S, 'Close button icon', 'any', 'default', None, None, note='icon color not stated')
for mode, bg, surf, txt, sec, err, border, coral in MODES:
    T(296, S, 'Profile name', mode, 'default', txt, surf, 17, 600, interp=TOK, note='headline: user name (l.297); textPrimary on the profile section')
    T(296, S, 'Profile email', mode, 'default', sec, surf, 16, interp='textSecondary: Email (l.296); callout 16pt (l.297)')
    T(48, S, 'Premium badge label', mode, 'default', '#FAB1A0', '#FAB1A0 alpha 0.15', 13, under=surf,
      interp="golden orange text on its 15% tint over the profile section; size not stated (13pt assumed; fails at any size)")
    T(63, S, 'Section header', mode, 'default', sec, bg, 13, note='grouped-list headers sit on the screen background (backgroundPrimary)', interp=TOK)
    T(71, S, 'Row label', mode, 'default', txt, surf, 17, interp=TOK)
    T(72, S, 'Row value text', mode, 'default', sec, surf, 16, interp="'gray' value text = textSecondary (token list l.296: 'value text')")
    N(77, S, 'Toggle switch track', mode, 'on', coral, surf, interp="'coral when active': the on-track against the row (the state indicator)")
    T(84, S, 'Delete My Account row', mode, 'default', err, surf, 17, note='body 17pt')
    T(100, S, 'Sign Out button', mode, 'default', err, bg, 17, 600, note='transparent: on the screen background')
    T(108, S, 'Sign Out button', mode, 'pressed', err, err + ' alpha 0.1', 17, 600, under=bg, interp='red background at 10% opacity over the screen background')
    T(273, S, "Delete dialog 'Incorrect password' error", mode, 'error', err, surf, 13, note='red text on the dialog (backgroundSurface, l.193); size not stated: 13pt assumed')
    N(274, S, 'Delete dialog password field border', mode, 'error', err, surf, note="'border turns red'")
    T(143, S, "Time picker 'Save'", mode, 'default', coral, surf, 17, note='sheet background backgroundSurface (l.572); 17pt assumed (iOS bar button)')
    T(162, S, "Theme sheet 'Done'", mode, 'default', coral, surf, 17, note='sheet backgroundSurface (l.591); 17pt assumed')
    N(603, S, 'Theme segmented control', mode, 'selected', coral, surf, interp='selected segment (coral background) against the sheet')
N(48, S, 'Premium badge icon', 'any', 'default', None, None, note='the crown is an emoji (its own colors): no single color to check')
N(134, S, 'Toggle switch track', 'any', 'off', None, None, note="'Gray background': gray has no value")
T(136, S, 'Toggle switch', 'any', 'disabled', '#FF6B6B alpha 0.4', SURF_L, 17, exempt=True, note='40% opacity when disabled: exempt')
TU(603, S, 'Theme segmented control label', 'any', 'selected', '?', 'coral', 'label color on the coral segment not stated')
TT(75, S, 'Navigation row', 343, 44, 'Full row is tappable (44pt height minimum)')
C(66, S, 'Height: 44pt minimum (iOS touch target)', 'true', 'rows')
X(341, 'Edit Profile', "Change Photo text button", "Text button at callout 16pt; 003 l.431 Text Button: Headline 17pt semibold")
TT(77, S, 'Toggle switch', 51, 31, "CupertinoSwitch 51x31pt; no hit area stated ('label also tappable' only for accessibility)")
TT(96, S, 'Sign Out button', 343, 50)
TT(41, S, 'Profile photo', 64, 64)
TT(226, S, 'Profile photo (small screens)', 56, 56)
F(62, S, 'Section header', 13); F(71, S, 'Row label', 17); F(72, S, 'Row value text', 16); F(99, S, 'Sign Out', 17)
C(9, 'Design Goals', 'WCAG 2.1 AA compliance', 'false', 'coral text buttons and the premium badge fail AA')
C(222, S, 'Minimum touch target: 44pt maintained', 'false', 'Close button 24x24pt, switch 51x31pt')
C(244, S, 'Text on background: 13.1:1 (AAA) for primary text', 'false', 'textPrimary #2D3436 on white is 12.68:1 (12.13:1 on the surface); AAA holds, the number is overstated')
C(245, S, 'Gray text: 5.74:1 (AA) for secondary text', 'false', '#636E72 on white is 5.24:1, 5.02:1 on the surface; AA holds, the number is overstated')
C(246, S, 'Red text (destructive): 4.5:1 (AA) minimum', 'true', 'light: #D63031 is 4.65:1 on the surface (Delete row), 4.85:1 on white (Sign Out)', mode='light')
C(246, S, 'Red text (destructive): 4.5:1 (AA) minimum', 'false', 'dark: #E74C3C on the surface #2C3135 is 3.44:1 (Delete row), 4.44:1 on #1A1D1F (Sign Out)', mode='dark')
C(247, S, 'Switch active color (coral): 4.5:1 on white background', 'false', 'coral #FF6B6B on white is 2.78:1; the context (a white background) exists in light mode only', mode='light')
C(249, S, 'Focus indicators: 2pt blue ring around focused row', 'indeterminate', 'blue has no value')

S = 'Edit Profile'
F(314, S, 'Navigation title', 17)
for mode, bg, surf, txt, sec, err, border, coral in MODES:
    T(318, S, 'Cancel (nav bar)', mode, 'default', coral, bg, 16, note='nav bar transparent over the screen background (l.313)')
    T(326, S, 'Save (nav bar)', mode, 'enabled', coral, bg, 16, 600)
    T(340, S, 'Change Photo button', mode, 'default', coral, bg, 16)
    T(363, S, "Section header 'Display Name'", mode, 'default', sec, bg, 13, interp="'gray' = textSecondary (token list l.534: section headers)")
    T(370, S, 'Display name field text', mode, 'default', txt, surf, 17, interp=TOK)
    N(367, S, 'Display name field border', mode, 'default', border, bg, interp=TOK + '; input boundary vs the screen background')
    N(381, S, 'Display name field border', mode, 'focus', coral, bg)
    N(382, S, 'Display name field border', mode, 'error', err, bg, interp="'Border red' = error token")
    T(382, S, "Error text 'Name is required'", mode, 'error', err, bg, 13, note='size not stated: 13pt (footnote) assumed')
    T(373, S, 'Helper text', mode, 'default', sec, bg, 13, interp="'gray' = textSecondary (l.534: helper text)")
    T(388, S, "Section header 'Bio (Optional)'", mode, 'default', sec, bg, 13)
    T(396, S, 'Bio field text', mode, 'default', txt, surf, 17)
    N(393, S, 'Bio field border', mode, 'default', border, bg)
    N(404, S, 'Bio field border', mode, 'focus', coral, bg)
    T(399, S, 'Bio character count', mode, 'default', sec, bg, 13, interp="'gray' = textSecondary (l.534: character count)")
    T(406, S, 'Bio character count', mode, 'near limit', err, bg, 13, interp="'turns red' = error token")
T(326, S, 'Save (nav bar)', 'any', 'disabled', '#636E72', BG_L, 16, 600, exempt=True, note="'gray (disabled)': exempt")
TU(371, S, "Display name placeholder 'Your name'", 'any', 'default', 'gray', 'backgroundSurface', "'gray' names no color of the design system: unresolved")
TU(397, S, 'Bio placeholder', 'any', 'default', 'gray', 'backgroundSurface', "'gray': unresolved")
TT(342, S, 'Change Photo button', 100, 44, 'Height: 44pt (touch target); width of the text button not stated', verdict='pass')
TT(335, S, 'Profile photo', 120, 120)
TT(365, S, 'Display name field', 343, 44)
TT(485, S, 'Profile photo (small screens)', 100, 100)
TT(315, S, 'Cancel / Save (nav bar)', 0, 44, 'no size stated; in a 44pt navigation bar', verdict='indeterminate')
for l, c, s in ((315, 'Cancel', 16), (316, 'Save', 16), (340, 'Change Photo', 16), (363, 'Section header', 13), (370, 'Field text', 17), (373, 'Helper text', 13), (399, 'Character count', 13)):
    F(l, S, c, s)
C(501, S, 'All text meets WCAG 2.1 AA (4.5:1 minimum)', 'false', 'coral Cancel/Save/Change Photo on white 2.78:1')
C(502, S, 'Error text (red): 4.5:1 on background', 'true', "light: the error red #D63031 on white is 4.85:1 ('red' is the error token, l.534)", mode='light')
C(502, S, 'Error text (red): 4.5:1 on background', 'false', 'dark: #E74C3C on #1A1D1F is 4.44:1', mode='dark')
C(503, S, 'Placeholder text (gray): 4.5:1 on background', 'indeterminate', "'gray' has no value")
