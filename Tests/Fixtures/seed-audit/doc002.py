"""Rows of seed 002 (Onboarding)."""
from audit_lib import doc, T, N, TU, TT, F, C, X

# 002 'Dark Mode Specifications' (l.1041-1052) and the token list (l.252-260).
BG_L, BG_D = '#FFFFFF', '#1A1D1F'
SURF_L, SURF_D = '#F9FAFB', '#2C3135'
TXT_L, TXT_D = '#2D3436', '#F5F6FA'
SEC_L, SEC_D = '#636E72', '#B2BEC3'
CORAL_L, CORAL_D = '#FF6B6B', '#FF8787'
WHITE = '#FFFFFF'
DARKER = "'N% darker' = OKLCH lightness x (1-N)"
MAP = '002 dark mapping (l.1045-1046): Charcoal->Off-White #F5F6FA, Slate Gray->Light Gray #B2BEC3'
MODES = (('light', BG_L, SURF_L, TXT_L, SEC_L, CORAL_L), ('dark', BG_D, SURF_D, TXT_D, SEC_D, CORAL_D))


def primary_button(line_bg, line_hover, line_pressed, screen, comp, note=''):
    for mode, bg, surf, txt, sec, coral in MODES:
        T(line_bg, screen, comp, mode, 'default', WHITE, coral, 17, 600, note=note)
        T(line_hover, screen, comp, mode, 'hover', WHITE, coral + ' darker 10%', 17, 600, interp=DARKER, note=note)
        T(line_pressed, screen, comp, mode, 'pressed', WHITE, coral + ' darker 20%', 17, 600, interp=DARKER, note=note)


doc('002')
S = 'Welcome'
for mode, bg, surf, txt, sec, coral in MODES:
    i = MAP if mode == 'dark' else ''
    T(89 if mode == 'light' else 90, S, 'Headline', mode, 'default', txt, bg, 34, 700)
    T(107 if mode == 'light' else 108, S, 'Subheadline', mode, 'default', sec, bg, 17)
    T(147, S, "Text link 'Already have an account? Log in'", mode, 'default', coral, bg, 16)
    T(153, S, "Text link 'Already have an account? Log in'", mode, 'pressed', coral + ' darker 20% alpha 0.8', bg, 16, interp=DARKER + '; then alpha 0.8 over the background')
primary_button(127, 135, 136, S, "Primary CTA 'Get Started'")
N(137, S, 'Primary CTA focus ring', 'any', 'focus', None, None, note="'2pt blue focus ring': no value")
TT(140, S, "Primary CTA 'Get Started'", 342, 50)
C(156, S, 'Touch Target: Minimum 44x44pt (text link)', 'true', 'full width, 44pt height')
X(146, S, "Text link 'Log in'", "Text Button at 16pt Regular; 003 l.431 Text Button: Headline 17pt semibold")
X(128, S, 'Primary CTA background', "Primary Coral Adjusted #FF8787 in dark mode; 003 l.380 gives the primary button one value, #FF6B6B")
TT(150, S, 'Text link (Log in)', 342, 44)
for l, c, s in ((84, 'Headline', 34), (102, 'Subheadline', 17), (124, 'Get Started', 17), (146, 'Text link', 16), (240, 'Long headline', 30)):
    F(l, S, c, s)
C(14, 'Overview', 'Accessible: WCAG 2.1 AA compliant', 'false', 'white on coral buttons and coral links fail AA')
C(203, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'Get Started white on coral 2.78:1, Log in link 2.78:1')
C(205, S, 'Headline (Charcoal on White): 13.1:1 (AAA)', 'false', '#2D3436 on #FFFFFF is 12.68:1 (AAA holds; the number is wrong)', mode='light')
C(206, S, 'Subheadline (Slate Gray on White): 5.74:1 (AA)', 'false', '#636E72 on #FFFFFF is 5.24:1 (AA holds; the number is wrong)', mode='light')
C(207, S, 'Button (White on Coral): 4.8:1 (AA for large text)', 'false', 'white on #FF6B6B is 2.78:1 (2.32:1 on #FF8787); 17pt semibold is not large text')
C(208, S, 'All interactive elements 44x44pt minimum', 'true', '')
C(209, S, 'Focus Indicators: 2pt blue ring', 'indeterminate', 'blue has no value')

S = 'How It Works'
for mode, bg, surf, txt, sec, coral in MODES:
    i = MAP if mode == 'dark' else ''
    T(331, S, 'Skip button', mode, 'default', coral, bg, 16, note="'Primary Coral' (no hex here): #FF6B6B light / #FF8787 dark")
    T(341, S, "Title 'How It Works'", mode, 'default', txt, bg, 28, 700, interp=i)
    T(366, S, 'Step title', mode, 'default', txt, bg, 17, 600, interp=i)
    T(371, S, 'Step description', mode, 'default', sec, bg, 16, interp=i)
    N(396, S, 'Page indicator (active dot)', mode, 'default', coral, bg, note='the active dot shows the current page')
N(397, S, 'Page indicator (inactive dot)', 'light', 'default', '#DFE6E9', BG_L, interp="'Light Gray' ambiguous; #DFE6E9 (the border gray) taken; #B2BEC3 would give 1.9:1, also failing")
TU(397, S, 'Page indicator (inactive dot)', 'dark', 'default', 'Light Gray', BG_D, 'Light Gray in dark mode: no stated value', cat='non-text', req=3.0)
for l, n in ((356, '1'), (375, '2'), (380, '3')):
    T(l, S, f"Number badge '{n}'", 'any', 'default', WHITE, CORAL_L, 24, 700,
      interp="'Primary Coral (#FF6B6B)' with no mode: the stated hex in every mode (l.354)", note='24pt bold = large text (3:1)')
primary_button(390, 390, 390, S, "Next button", note='Same as Welcome Screen Primary CTA (l.390)')
TT(332, S, 'Skip button', 60, 44)
TT(390, S, 'Next button', 342, 50)
for l, c, s in ((331, 'Skip', 16), (340, 'Title', 28), (356, 'Number badge', 24), (365, 'Step title', 17), (370, 'Step description', 16), (472, 'Step description (long text)', 15)):
    F(l, S, c, s)
C(440, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'Skip coral, Next white on coral, number badges')
X(331, S, 'Skip text button', "Text Button at 16pt Regular; 003 l.431: Headline 17pt semibold")
C(441, S, 'All text meets 4.5:1 minimum', 'false', 'Skip coral 2.78:1, Next white on coral, number badges')
C(442, S, 'Skip button (60x44pt), Next button (full width x 50pt)', 'true', '')

S = 'Permissions'
for mode, bg, surf, txt, sec, coral in MODES:
    i = MAP if mode == 'dark' else ''
    T(563, S, 'Skip button', mode, 'default', coral, bg, 16, note='Same as Screen 2')
    T(571, S, "Title 'We need a few permissions'", mode, 'default', txt, bg, 22, 700, interp=i)
    N(597, S, 'Camera permission icon', mode, 'default', coral, surf, note="SF Symbol variant in Primary Coral on the card (an emoji has its own colors)")
    T(602, S, 'Permission title', mode, 'default', txt, surf, 17, 600, interp=i)
    T(607, S, 'Permission description', mode, 'default', sec, surf, 16, interp=i)
    for l, c in ((617 if mode == 'light' else 618, "CTA 'Allow Camera Access'"), (628, "CTA 'Allow Photo Access'"), (629, "CTA 'Allow Notifications'")):
        T(l, S, c, mode, 'default', WHITE, coral, 17, 600, note='' if l in (617, 618) else 'Same specs as Camera card')
    T(629, S, "Badge 'Optional'", mode, 'default', sec, surf, 12, interp=i + " 'Slate Gray' (dark: Light Gray per the mapping)")
    T(632, S, "Text button 'I'll do this later'", mode, 'default', coral, bg, 16)
T(684, S, "CTA '✓ Camera Allowed'", 'any', 'after grant (disabled)', WHITE, '#00B894', 17, 600, exempt=True, note='Button disabled after grant: exempt', also=(625,))
T(689, S, "CTA 'Camera Denied - Open Settings'", 'any', 'after deny', WHITE, '#D63031', 17, 600, also=(626,),
  interp="the stated Error Red (#D63031) in every mode (explicit value wins)", note='white text assumed (the button keeps Text Color: White, l.619)')
X(626, S, "CTA after deny", "'(red text, opens Settings app)' at l.626 but 'Button background changes to Error Red (#D63031)' at l.689: text or background?", also=(689,))
TT(614, S, 'Permission CTA', 302, 50)
TT(634, S, "Text button 'I'll do this later'", 342, 44)
for l, c, s in ((570, 'Title', 22), (601, 'Permission title', 17), (606, 'Permission description', 16), (615, 'CTA', 17), (629, 'Optional badge', 12), (632, 'Text button', 16), (649, 'CTA (iPhone SE)', 16)):
    F(l, S, c, s)
C(705, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'CTA white on coral 2.78:1')
X(632, S, "Text button 'I'll do this later'", "Text Button at 16pt Regular; 003 l.431: Headline 17pt semibold")
C(706, S, 'All text meets minimum ratios', 'false', 'CTA white on coral 2.78:1, Skip / I\'ll do this later coral 2.78:1')
C(707, S, 'All buttons 50pt height', 'false', 'Skip is 60x44pt and the text button 44pt (both >= 44, but not 50)')

S = 'First Entry Guidance'
TT(817, S, 'Settings button (nav bar)', 24, 24, 'gearshape.fill 24x24pt; no touch target stated')
N(817, S, 'Settings icon', 'any', 'default', None, None, note='icon color not stated')
for mode, bg, surf, txt, sec, coral in MODES:
    i = MAP if mode == 'dark' else ''
    T(834, S, 'Headline', mode, 'default', txt, bg, 22, 700, interp=i)
    T(844, S, 'Body text', mode, 'default', sec, bg, 17, interp=i)
    N(858, S, 'CTA plus icon', mode, 'default', WHITE, coral, note='white plus on the coral button')
    T(876, S, "Tab 'Timeline' (active) label", mode, 'selected', coral, surf, 11,
      interp="tab bar background Off-White #F9FAFB (l.1042) / Elevated Surface; label size not stated, 11pt (Caption 2, 003) assumed")
    N(876, S, "Tab 'Timeline' (active) icon", mode, 'selected', coral, surf)
    N(878, S, "Tab 'Create Entry' icon", mode, 'default', coral, surf)
    TU(877, S, "Tabs 'Search'/'Profile' label", mode, 'default', 'Secondary Gray', surf, "'Secondary Gray' has no value in any seed")
primary_button(859, 867, 868, S, "CTA '+ Create Your First Memory'")
N(869, S, 'CTA focus ring', 'any', 'focus', None, None, note="'2pt blue focus ring': no value")
TT(854, S, 'CTA', 342, 56)
TT(874, S, 'Tab bar items', 97, 49)
TT(949, S, 'Bottom sheet options', 342, 60)
X(877, S, 'Secondary Gray', "'Secondary Gray' (tab labels) is named nowhere else and has no value; 003 calls the unselected tab color differently")
for l, c, s in ((815, 'Large title', 34), (833, 'Headline', 22), (843, 'Body', 17), (857, 'CTA', 17), (948, 'Bottom sheet option', 17)):
    F(l, S, c, s)
C(958, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'CTA white on coral; Timeline tab coral 2.66:1; Settings button 24pt')
X(1017, S, 'colors.neutral.background.primary', "'(White / Black)'; l.260 and l.1043: Background Black #1A1D1F")
C(959, S, 'All text meets minimum ratios', 'false', 'CTA white on coral 2.78:1; Timeline tab label coral 2.66:1')
C(960, S, 'CTA button 56pt height, tab bar items 49pt', 'true', '')
C(1049, 'Dark Mode', '#FF8787 (slightly brighter for legibility on dark background)', 'true', 'coral text on #1A1D1F: 7.03:1 vs 5.88:1 for #FF6B6B')
C(1245, 'Review Checklist', 'Accessibility: ... color contrast AA', 'false', 'see the failing text pairs')
