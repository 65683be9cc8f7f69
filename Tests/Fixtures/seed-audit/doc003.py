"""Rows of seed 003 (component library).

003 names colors mostly without values. Values: the hexes 003 states (Primary Coral #FF6B6B
l.380, Light Gray #E0E0E0 l.647, Success Green / Error Red l.751, Golden Orange l.1110, the
emotion colors l.310-323); names 003 does not define take the value the other seeds state
(Charcoal #2D3436, Off-White #F9FAFB as a background / #F5F6FA as text, Elevated Surface
#2C3135, screen background White / Background Black #1A1D1F, Primary Coral dark #FF8787).
003 has no dark-mode mapping of its own: a color named without a dark value ('Charcoal' alone)
is unknown in dark mode (indeterminate). 'Secondary Gray' has no value in any seed.
"""
from audit_lib import doc, T, N, TU, TT, F, C, X, PHOTO

BG_L, BG_D = '#FFFFFF', '#1A1D1F'
SURF_L, SURF_D = '#F9FAFB', '#2C3135'
TXT_L, TXT_D = '#2D3436', '#F5F6FA'
CORAL_L, CORAL_D = '#FF6B6B', '#FF8787'
WHITE, ERROR, SUCCESS, GOLD = '#FFFFFF', '#D63031', '#00B894', '#FAB1A0'
DARKER = "'N% darker' = OKLCH lightness x (1-N)"
SECONDARY = "'Secondary Gray' has no value in any seed"
CHARCOAL_ONLY = "'Charcoal' with no dark value in 003: unknown in dark mode"
CORAL_DARK = "Primary Coral dark #FF8787 from 000/002 (003 states only #FF6B6B)"
EMOTIONS = [('Happy', '#FF6B6B'), ('Grateful', '#FF8FA3'), ('Excited', '#FDCB6E'),
            ('Peaceful', '#81ECEC'), ('Thoughtful', '#74B9FF'), ('Nostalgic', '#A29BFE'),
            ('Proud', '#FAB1A0'), ('Loving', '#FD79A8'), ('Sad', '#6C5CE7'),
            ('Anxious', '#636E72'), ('Frustrated', '#E17055'), ('Hopeful', '#55EFC4')]
MODES = (('light', BG_L, SURF_L, TXT_L, CORAL_L), ('dark', BG_D, SURF_D, TXT_D, CORAL_D))

doc('003')
S = 'Tab Bar (1.1)'
for mode, bg, surf, txt, coral in MODES:
    T(50, S, 'Tab label', mode, 'selected', coral, surf, 11, 700, interp='tab bar background Off-White / Elevated Surface (l.52)' + ('; ' + CORAL_DARK if mode == 'dark' else ''), note='Caption 2 11pt, bold when selected (l.58)')
    N(54, S, 'Tab icon', mode, 'selected', coral, surf)
    N(39, S, 'Create Entry tab icon', mode, 'default', coral, surf)
    TU(50, S, 'Tab label', mode, 'unselected', 'Secondary Gray', surf, SECONDARY)
TT(64, S, 'Tab', 44, 44)
X(55, S, 'Secondary Gray', "'Secondary Gray' (unselected tabs, placeholders, dates, messages) has no value in any seed; the seeds' secondary text is Slate Gray #636E72 / Light Gray #B2BEC3")
F(49, S, 'Tab label', 11)

S = 'Navigation Bar (1.2)'
for mode, bg, surf, txt, coral in MODES:
    T(91, S, 'Back button', mode, 'default', coral, bg, 17, note='transparent bar over the screen background; 17pt assumed (not stated)')
    T(94, S, 'Title', mode, 'default', txt, bg, 17, 600)
F(93, S, 'Title', 17)
TT(96, S, 'Action icons', 44, 44, 'Icons 24x24pt; Icon Button (3.5) gives 44x44pt and is meant for navigation bars')

S = 'Search Bar (1.3)'
for mode, bg, surf, txt, coral in MODES:
    T(127, S, 'Input text', mode, 'default', txt, surf, 17)
    N(129, S, 'Search field boundary', mode, 'default', surf, bg, interp='no border (l.130): the field is identified only by its background against the screen')
    N(131, S, 'Search field border', mode, 'focus', coral, surf)
TU(126, S, 'Placeholder', 'any', 'default', 'Secondary Gray', 'Off-White / Elevated Surface', SECONDARY)
TT(121, S, 'Search bar', 343, 44)
F(125, S, 'Input text', 17)

S = 'Text Field (2.1)'
for mode, bg, surf, txt, coral in MODES:
    T(169, S, 'Input text', mode, 'default', txt, surf, 17)
    N(173, S, 'Text field border', mode, 'focus', coral, bg)
    N(174, S, 'Text field border', mode, 'error', ERROR, bg, interp="'Error Red': 003's one value #D63031 (l.751) in every mode")
N(172, S, 'Text field border', 'light', 'default', '#E0E0E0', BG_L, interp="'Light Gray' (003's own value #E0E0E0, l.647; #DFE6E9 gives 1.26:1)")
TU(172, S, 'Text field border', 'dark', 'default', 'Light Gray', BG_D, "Light Gray has no dark value in 003", cat='non-text', req=3.0)
TU(168, S, 'Placeholder', 'any', 'default', 'Secondary Gray', 'Off-White / Elevated Surface', SECONDARY)
T(180, S, 'Input text', 'light', 'disabled', TXT_L + ' alpha 0.4', SURF_L, 17, exempt=True, note='40% opacity: disabled, exempt')
F(166, S, 'Input text', 17)

S = 'Camera Capture (2.2)'
N(222, S, 'Control icons', 'any', 'default', WHITE, '#000000 alpha 0.5', PHOTO, interp='50% black blur over the camera feed: worst case')
N(221, S, 'Capture button ring', 'any', 'default', CORAL_L, '#FFFFFF alpha 0', PHOTO, indeterminate=True, interp='on the camera feed (no scrim)')
TT(218, S, 'Control icons', 44, 44)
TT(217, S, 'Capture button', 70, 70)
X(221, S, 'Capture button', "003: 'White with Primary Coral ring', 16pt from bottom (l.217); 000 l.417: white border (4pt stroke), 32pt from the bottom Safe Area", also=(217,))

N(266, 'Photo Picker (2.3)', 'Selection checkmark', 'any', 'selected', CORAL_L, '#FFFFFF alpha 0', PHOTO, indeterminate=True, interp='coral checkmark over a photo thumbnail')

S = 'Emotion Selector (2.4)'
for name, hexv in EMOTIONS:
    T(339, S, f'Emotion chip {name}', 'light', 'unselected', hexv, hexv + ' alpha 0.15', 16, under=BG_L, interp='emotion color on its 15% tint over the white screen')
    T(339, S, f'Emotion chip {name}', 'dark', 'unselected', hexv, hexv + ' alpha 0.15', 16, under=BG_D, interp="003 states one hex per emotion (no mode): the same in dark, over Background Black")
    T(351, S, f'Emotion chip {name}', 'light', 'hover', hexv, hexv + ' alpha 0.25', 16, under=BG_L, interp='Hover: background opacity 25%')
    T(344, S, f'Emotion chip {name}', 'any', 'selected', WHITE, hexv, 16)
# Added in session 22: the hover state (l.351) has no mode, and 003's one hex per emotion is the
# same in dark (as the unselected dark rows above read it): the dark hover rows.
for name, hexv in EMOTIONS:
    T(351, S, f'Emotion chip {name}', 'dark', 'hover', hexv, hexv + ' alpha 0.25', 16, under=BG_D,
      interp="Hover: background opacity 25%; 003 states one hex per emotion (no mode): the same in dark, over Background Black",
      note='row added in session 22')
TT(356, S, 'Emotion chip', 44, 44)
F(335, S, 'Emotion chip label', 16)
X(335, S, 'Emotion chip', "chip label Callout 16pt, padding 12pt, gap 8pt (003 l.330-335); 000 l.1425-1430: 14pt Regular, padding 10pt, gap 6pt", also=(330,))
X(310, S, 'Emotion colors in dark mode', "003 gives one value per emotion; 000 l.2074: all emotion colors 5-10% brighter in dark mode (no values)")

S = 'Primary Button (3.1)'
X(380, S, 'Primary Coral', "one value, #FF6B6B, for the primary button; 000 l.2066 and 002 l.128: #FF8787 in dark mode")
T(380, S, 'Primary button', 'any', 'default', WHITE, CORAL_L, 17, 600, interp="'Primary Coral (#FF6B6B)': the stated hex in every mode")
T(384, S, 'Primary button', 'any', 'hover', WHITE, CORAL_L + ' darker 10%', 17, 600, interp=DARKER)
T(385, S, 'Primary button', 'any', 'pressed', WHITE, CORAL_L + ' darker 20%', 17, 600, interp=DARKER)
T(386, S, 'Primary button', 'any', 'disabled', WHITE + ' alpha 0.4', CORAL_L + ' alpha 0.4', 17, 600, under=BG_L, exempt=True, note='40% opacity: exempt')
TT(390, S, 'Primary button', 120, 50)
F(377, S, 'Label', 17)
X(386, S, 'Disabled primary button', "003: disabled = 40% opacity; 000 l.1534: disabled Save Entry = Light Gray background (#DFE6E9 / #3C4347)")

S = 'Secondary Button (3.2)'
for mode, bg, surf, txt, coral in MODES:
    T(411, S, 'Secondary button', mode, 'default', txt, surf, 17, 600)
    T(417, S, 'Secondary button', mode, 'hover', txt, surf + ' darker 5%', 17, 600, interp=DARKER)
    T(418, S, 'Secondary button', mode, 'pressed', txt, surf + ' darker 10%', 17, 600, interp=DARKER)
TT(405, S, 'Secondary button', 120, 50)
F(410, S, 'Label', 17)

S = 'Text Button (3.3)'
for mode, bg, surf, txt, coral in MODES:
    c = CORAL_DARK if mode == 'dark' else ''
    T(432, S, 'Text button', mode, 'default', coral, bg, 17, 600, interp=c, note='no background: on the screen background')
    T(438, S, 'Text button', mode, 'hover', coral + ' darker 10%', bg, 17, 600, interp=DARKER)
    T(439, S, 'Text button', mode, 'pressed', coral + ' darker 20% alpha 0.8', bg, 17, 600, interp=DARKER + '; then alpha 0.8')
TT(428, S, 'Text button', 44, 44)
C(444, S, 'Minimum touch target: 44x44pt (text button)', 'true', 'Height: 44pt (l.428)')
F(431, S, 'Label', 17)
X(431, S, 'Text button style', "003: Headline (17pt semibold); the screens' text buttons are 16pt Regular (000 l.177 Cancel, 002 l.146 Log in, 002 l.331 Skip, 001 l.315 callout 16pt)")

S = 'FAB (3.4)'
for mode, bg, surf, txt, coral in MODES:
    c = CORAL_DARK if mode == 'dark' else ''
    N(461, S, 'FAB icon', mode, 'default', WHITE, coral, interp=c)
    N(465, S, 'FAB icon', mode, 'hover', WHITE, coral + ' darker 10%', interp=DARKER)
    N(466, S, 'FAB icon', mode, 'pressed', WHITE, coral + ' darker 20%', interp=DARKER)
    N(460, S, 'FAB circle', mode, 'default', coral, bg, interp='the coral circle identifies the control against the screen')
TT(475, S, 'FAB', 56, 56)

S = 'Icon Button (3.5)'
for mode, bg, surf, txt, coral in MODES:
    N(491, S, 'Icon', mode, 'default', txt, bg)
    N(495, S, 'Icon', mode, 'hover', txt, '#808080 alpha 0.2', bg, interp="'20% gray' = #808080 at 20%")
    N(496, S, 'Icon', mode, 'pressed', txt, '#808080 alpha 0.3', bg, interp="'30% gray' = #808080 at 30%")
TT(487, S, 'Icon button', 44, 44)

S = 'Photo Card (4.1)'
T(523, S, 'Text preview', 'light', 'default', TXT_L, BG_L, 16, note='card background White (l.525)')
TU(523, S, 'Text preview', 'dark', 'default', 'Charcoal', SURF_D, CHARCOAL_ONLY)
TU(522, S, 'Date', 'any', 'default', 'Secondary Gray', 'card / photo', SECONDARY + '; the date badge sits on the photo (l.530)')
TT(540, S, 'Photo card', 171, 200, 'entire card')
F(522, S, 'Date', 13); F(523, S, 'Text preview', 16)

S = 'Entry Detail (4.2)'
T(577, S, 'Journal text', 'light', 'default', TXT_L, BG_L, 17)
TU(577, S, 'Journal text', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
TU(575, S, 'Date/Time, Location', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
F(575, S, 'Metadata', 16); F(577, S, 'Journal text', 17)

S = 'AI Prompt Card (4.3)'
for mode, bg, surf, txt, coral in MODES:
    T(612, S, 'Prompt text', mode, 'default', txt, surf, 17)
    T(619, S, 'Prompt text', mode, 'selected', coral, surf, 17, interp="'coral text'" + ('; ' + CORAL_DARK if mode == 'dark' else ''))
    N(616, S, 'Selected border', mode, 'selected', coral, surf)
F(611, S, 'Prompt text', 17)

S = 'Empty State (4.5)'
T(680, S, 'Headline', 'light', 'default', TXT_L, BG_L, 22, 700)
TU(680, S, 'Headline', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
TU(681, S, 'Body', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
F(680, S, 'Headline', 22); F(681, S, 'Body', 17)

S = 'Error State (4.6)'
T(718, S, 'Headline', 'light', 'default', TXT_L, BG_L, 20, 600)
TU(718, S, 'Headline', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
TU(719, S, 'Error message', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
N(721, S, 'Error icon (Error Red)', 'light', 'default', ERROR, BG_L)
N(721, S, 'Error icon (Error Red)', 'dark', 'default', ERROR, BG_D, interp="Error Red #D63031 in every mode (003's one value)")
N(721, S, 'Error icon (Warning Amber)', 'any', 'default', None, None, note="'Warning Amber' has no value")
F(718, S, 'Headline', 20); F(719, S, 'Message', 17)

S = 'Toast (5.1)'
T(751, S, 'Toast (success)', 'any', 'success', WHITE, SUCCESS, 16)
T(751, S, 'Toast (error)', 'any', 'error', WHITE, ERROR, 16, interp="the stated Error Red (#D63031) in every mode")
T(760, S, 'Toast (info)', 'light', 'info', WHITE, CORAL_L, 16)
T(760, S, 'Toast (info)', 'dark', 'info', WHITE, CORAL_D, 16, interp=CORAL_DARK)
F(748, S, 'Message', 16)

S = 'Alert Dialog (5.2)'
T(788, S, 'Title', 'light', 'default', TXT_L, BG_L, 17, 600, note='dialog background White (l.792)')
TU(788, S, 'Title', 'dark', 'default', 'Charcoal', SURF_D, CHARCOAL_ONLY)
TU(789, S, 'Message', 'any', 'default', 'Secondary Gray', 'dialog', SECONDARY)
T(794, S, 'Destructive action', 'light', 'default', ERROR, BG_L, 17, 600)
T(794, S, 'Destructive action', 'dark', 'default', ERROR, SURF_D, 17, 600, interp="Error Red #D63031 (003's one value) on Elevated Surface")
F(788, S, 'Title', 17); F(789, S, 'Message', 16)
X(792, S, 'Alert dialog background', "003: White (Light); 001 l.193: backgroundSurfaceLight (#F9FAFB)")
X(794, S, 'Error Red', "003 states one Error Red (#D63031, l.751); 001 l.84 states a pair errorLight #D63031 / errorDark #E74C3C", also=(751,))

S = 'Progress Indicator (5.3)'
N(825, S, 'Progress bar fill', 'light', 'default', CORAL_L, '#E0E0E0', interp="fill against the Light Gray track (003's #E0E0E0)")
TU(826, S, 'Progress label', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)

S = 'Emotion Tag (6.1)'
for name, hexv in EMOTIONS:
    T(860, S, f'Emotion tag {name}', 'light', 'display', hexv, hexv + ' alpha 0.2', 16, under=BG_L, interp='emotion color on its 20% tint over the white screen')
    T(860, S, f'Emotion tag {name}', 'dark', 'display', hexv, hexv + ' alpha 0.2', 16, under=BG_D, interp='one hex per emotion (no mode): the same in dark')
    T(864, S, f'Emotion tag {name}', 'any', 'selected', WHITE, hexv, 16)
F(856, S, 'Label', 16)

S = 'Metadata Label (6.2)'
TU(882, S, 'Metadata', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
F(881, S, 'Metadata', 16)

S = 'Onboarding (7.x)'
T(954, S, 'Welcome headline', 'light', 'default', TXT_L, BG_L, 34, 700)
TU(954, S, 'Welcome headline', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
TU(955, S, 'Welcome subheadline', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
T(994, S, 'Step title', 'light', 'default', TXT_L, BG_L, 17, 600)
TU(994, S, 'Step title', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
T(997, S, 'Step number', 'light', 'default', WHITE, CORAL_L, 24, 700, note='size from 002 (24pt bold)')
T(997, S, 'Step number', 'dark', 'default', WHITE, CORAL_D, 24, 700, interp=CORAL_DARK)
N(998, S, 'Step icons', 'light', 'default', CORAL_L, BG_L)
N(998, S, 'Step icons', 'dark', 'default', CORAL_D, BG_D)
T(1032, S, 'Permission headline', 'light', 'default', TXT_L, BG_L, 22, 700)
TU(1032, S, 'Permission headline', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
T(1033, S, 'Permission title', 'light', 'default', TXT_L, SURF_L, 17, 600, note='card Off-White (002 l.589)')
TU(1033, S, 'Permission title', 'dark', 'default', 'Charcoal', SURF_D, CHARCOAL_ONLY)
N(1036, S, 'Permission icons', 'light', 'default', CORAL_L, SURF_L)
N(1036, S, 'Permission icons', 'dark', 'default', CORAL_D, SURF_D)
X(950, S, 'Welcome hero image', "003: Hero Image 300x300pt; 002 l.64: 280x280pt")
X(990, S, 'How It Works step circles', "003: 48x48pt circles; 002 l.353: number badge 56x56pt")
for l, c, s in ((954, 'Welcome headline', 34), (955, 'Subheadline', 17), (994, 'Step title', 17), (995, 'Step description', 16), (1032, 'Permission headline', 22), (1034, 'Permission description', 16)):
    F(l, S, c, s)

S = 'Paywall (8.1)'
T(1080, S, 'Headline', 'light', 'default', TXT_L, BG_L, 28, 700)
TU(1080, S, 'Headline', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
T(1081, S, 'Features', 'light', 'default', TXT_L, BG_L, 17)
TU(1081, S, 'Features', 'dark', 'default', 'Charcoal', BG_D, CHARCOAL_ONLY)
T(1082, S, 'Pricing', 'light', 'default', TXT_L, SURF_L, 17, 600, note='pricing options Off-White (l.1086)')
TU(1082, S, 'Pricing', 'dark', 'default', 'Charcoal', SURF_D, CHARCOAL_ONLY)
TU(1083, S, 'Fine print', 'any', 'default', 'Secondary Gray', 'screen', SECONDARY)
N(1085, S, 'Feature checkmarks', 'light', 'default', SUCCESS, BG_L)
N(1086, S, 'Selected pricing border', 'light', 'selected', CORAL_L, SURF_L)
T(1088, S, "Badge 'Save 25%'", 'light', 'default', CORAL_L, SURF_L, 13, note="'in coral' on the pricing option; size not stated (13pt assumed)")
F(1080, S, 'Headline', 28); F(1081, S, 'Features', 17); F(1083, S, 'Fine print', 13)

S = 'Premium Badge (8.2)'
T(1113, S, 'Premium badge', 'light', 'default', GOLD, GOLD + ' alpha 0.15', 12, 600, under=SURF_L, interp='Golden Orange on its 15% tint over the profile section (Off-White, 001 l.36)')
T(1113, S, 'Premium badge', 'dark', 'default', GOLD, GOLD + ' alpha 0.15', 12, 600, under=SURF_D, interp='stated hex in every mode, over Elevated Surface')
F(1109, S, 'Label', 12)

S = 'Accessibility Summary'
C(1122, S, 'WCAG 2.1 AA Compliance Checklist', 'false', 'see the failing text and non-text rows')
C(1125, S, 'Text contrast: 4.5:1 minimum (normal text), 3:1 (large text)', 'false', 'white on Primary Coral 2.78:1, coral text buttons, emotion chips, premium badge')
C(1126, S, 'UI component contrast: 3:1 minimum', 'false', 'FAB white on coral 2.78:1, coral focus borders on white, search field boundary')
C(1128, S, 'Colorblind-friendly emotion colors', 'indeterminate', 'not a contrast claim; not audited here')
C(1131, S, 'Readable font sizes (17pt body minimum)', 'false', 'tab labels 11pt, badge 12pt, footnotes 13pt, callout 16pt text')
C(1132, S, 'Adequate line height (1.3x font size)', 'false', '000 l.108: Title 2 22pt with 28pt line height (1.27x); 002 l.85: 34pt with 41pt (1.21x); body 17/22 (1.29x)')
C(1133, S, 'No fixed font sizes (always use text styles)', 'false', "000 l.513: 'camera UI uses fixed sizes'; 000 l.1086: 10pt labels")
C(1136, S, 'Adequate spacing between interactive elements (8pt minimum)', 'false', '000 l.831/860: photo grid gutter 2pt (1pt on iPhone SE) between tappable thumbnails')
C(1135, S, 'Minimum touch target: 44x44pt', 'false', 'system-wide: 000 Edit photo button 32pt, crop handles, iPhone SE controls 40pt; 001 Close 24pt, switch 31pt; 002 Settings 24pt')
C(1137, S, 'Clear focus indicators (2pt blue ring)', 'indeterminate', 'blue has no value')
