"""The seed audit, row by row, written from the seed text only (see README.md).
Run: python3 build_audit.py  -> writes audit.csv next to this file."""
import os
from audit_lib import doc, T, N, TU, TT, F, C, X, PHOTO, write, rows, HERE

# Colors as the seeds state them (000 'Dark Mode Specifications', lines 2058-2069).
WHITE, OFFWHITE_BG, CHARCOAL, SLATE = '#FFFFFF', '#F9FAFB', '#2D3436', '#636E72'
BORDER_L, CORAL_L = '#DFE6E9', '#FF6B6B'
BLACK_BG, ELEVATED, OFFWHITE_TX, LIGHTGRAY_TX, BORDER_D, CORAL_D = \
    '#1A1D1F', '#2C3135', '#F5F6FA', '#B2BEC3', '#3C4347', '#FF8787'
BLACK = '#000000'
ERROR_RED, SUCCESS = '#D63031', '#00B894'
SCRIM = '#000000 alpha 0.5'   # "50% black blur"
EMOTIONS = [('Happy', '#FF6B6B'), ('Grateful', '#FF8FA3'), ('Excited', '#FDCB6E'),
            ('Peaceful', '#81ECEC'), ('Thoughtful', '#74B9FF'), ('Nostalgic', '#A29BFE'),
            ('Proud', '#FAB1A0'), ('Loving', '#FD79A8'), ('Sad', '#6C5CE7'),
            ('Anxious', '#636E72'), ('Frustrated', '#E17055'), ('Hopeful', '#55EFC4')]
DARKER = "'N% darker' = OKLCH lightness x (1-N)"
BRIGHTER = "'N% brighter' = OKLCH lightness moved N toward 1"
MAP = '000 dark mapping (l.2062-2063): Charcoal->Off-White #F5F6FA, Slate Gray->Light Gray #B2BEC3'

# ------------------------------------------------------------------------------------------
doc('000')
S = 'Entry Creation (sheet)'
T(112, S, 'Title', 'light', 'default', CHARCOAL, OFFWHITE_BG, 22, 700, note='on the sheet (Off-White #F9FAFB)')
T(113, S, 'Title', 'dark', 'default', OFFWHITE_TX, ELEVATED, 22, 700)
for card, lab_line, desc_line in (('Option Card 1 (Take Photo)', 144, 149), ('Option Card 2 (Choose from Library)', 167, 169)):
    for mode, fg, sec, bg in (('light', CHARCOAL, SLATE, WHITE), ('dark', OFFWHITE_TX, LIGHTGRAY_TX, ELEVATED)):
        inh = '' if card.endswith('Photo)') else 'Same specifications as Option Card 1 (l.162). '
        T(lab_line, S, card + ' label', mode, 'default', fg, bg, 17, 600, interp=MAP if mode == 'dark' else '', note=inh)
        T(154, S, card + ' label', mode, 'pressed', fg, bg + ' darker 10%', 17, 600, interp=DARKER, note=inh + 'Pressed: Background 10% darker')
        T(153, S, card + ' label', mode, 'hover', fg, bg + ' darker 5%', 17, 600, interp=DARKER, note=inh + 'Hover (iPad): 5% darker')
        T(desc_line, S, card + ' description', mode, 'default', sec, bg, 15, interp=MAP if mode == 'dark' else '', note=inh)
        T(154, S, card + ' description', mode, 'pressed', sec, bg + ' darker 10%', 15, interp=DARKER, note=inh)
        T(153, S, card + ' description', mode, 'hover', sec, bg + ' darker 5%', 15, interp=DARKER, note=inh)
N(135, S, 'Camera icon', 'light', 'default', CORAL_L, CORAL_L + ' alpha 0.1', WHITE, interp='icon on its 10% tint circle over the white card')
N(135, S, 'Camera icon', 'dark', 'default', CORAL_D, CORAL_D + ' alpha 0.1', ELEVATED)
N(164, S, 'Library icon', 'light', 'default', '#4ECDC4', '#4ECDC4 alpha 0.1', WHITE)
N(164, S, 'Library icon', 'dark', 'default', '#6FE0D8', '#6FE0D8 alpha 0.1', ELEVATED)
# Added in session 22: the seed states the card's hover and pressed backgrounds (l.153-154) and
# the icon on its 10% tint circle on that card (l.135, l.164); the label and description rows of
# the same states were here, the icon's were not.
for icon, light, dark in (('Camera icon', CORAL_L, CORAL_D), ('Library icon', '#4ECDC4', '#6FE0D8')):
    for line, state, amount in ((153, 'hover', '5%'), (154, 'pressed', '10%')):
        for mode, color, card in (('light', light, WHITE), ('dark', dark, ELEVATED)):
            N(line, S, icon, mode, state, color, color + ' alpha 0.1', card + ' darker ' + amount, interp=DARKER + f'; the icon on its 10% tint circle over the card {amount} darker',
              note='row added in session 22: the card state (l.%d) with the icon of l.%d' % (line, 135 if icon == 'Camera icon' else 164))
N(155, S, 'Option card focus ring', 'any', 'focus', None, None, note="'2pt blue focus ring': blue has no value")
T(178, S, 'Cancel text button', 'light', 'default', CORAL_L, OFFWHITE_BG, 16, note='on the sheet')
T(178, S, 'Cancel text button', 'dark', 'default', CORAL_D, ELEVATED, 16)
T(183, S, 'Cancel text button', 'light', 'pressed', CORAL_L + ' darker 20% alpha 0.8', OFFWHITE_BG, 16, interp=DARKER + '; then alpha 0.8 composited on the sheet')
T(183, S, 'Cancel text button', 'dark', 'pressed', CORAL_D + ' darker 20% alpha 0.8', ELEVATED, 16, interp=DARKER + '; then alpha 0.8')
TT(158, S, 'Option cards', 342, 100, 'Touch Target: Full card')
X(177, S, 'Cancel text button', "Text Button at 16pt Regular; 003 l.431 Text Button: Headline 17pt semibold")
X(121, S, 'Option cards', "cards 100pt high, white with a border (l.121-128); 002 l.947-949 describes the same sheet's options as Secondary-button cards, 60pt high, 17pt semibold text")
TT(180, S, 'Cancel text button', 342, 44, 'Full width, 44pt height')
TT(191, S, 'Option card icon (SE)', 40, 40, 'icon is not a separate target: the card is', verdict='pass')
for l, c, s in ((107, 'Title', 22), (143, 'Option label', 17), (148, 'Option description', 15), (177, 'Cancel', 16)):
    F(l, S, c, s)
C(14, 'Overview', 'Accessible: WCAG 2.1 AA compliant', 'false', 'many text pairs fail AA (coral links, white on coral buttons)')
C(232, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'Cancel coral 2.66:1 on the sheet; option icons on their tints < 3:1')
C(233, S, 'All text meets 4.5:1 minimum', 'false', 'Cancel coral on the sheet fails (light)')
C(234, S, 'Touch Targets: Cards 100pt, Cancel 44pt', 'true', '')
C(235, S, 'Focus Indicators: 2pt blue ring', 'indeterminate', 'blue has no value; contrast cannot be checked')

S = 'In-App Camera'
N(368, S, 'Close button icon', 'any', 'default', WHITE, SCRIM, PHOTO, interp='50% black blur over the camera feed: worst case')
N(371, S, 'Close button icon', 'any', 'pressed', WHITE + ' alpha 0.6', SCRIM, PHOTO, interp='icon at 0.6 opacity')
N(387, S, 'Flash control icon', 'any', 'auto', WHITE, SCRIM, PHOTO)
N(388, S, 'Flash control icon', 'any', 'on', '#FDCB6E', SCRIM, PHOTO)
N(389, S, 'Flash control icon', 'any', 'off', WHITE + ' alpha 0.6', SCRIM, PHOTO)
N(402, S, 'Flip camera icon', 'any', 'default', WHITE, SCRIM, PHOTO)
N(405, S, 'Flip camera icon', 'any', 'pressed', WHITE + ' alpha 0.6', SCRIM, PHOTO)
N(417, S, 'Shutter button ring', 'any', 'default', WHITE, '#FFFFFF alpha 0', PHOTO, interp='white ring directly on the camera feed (no scrim)', indeterminate=True)
N(443, S, 'Gallery button border', 'any', 'default', WHITE, '#FFFFFF alpha 0', PHOTO, interp='white stroke on the camera feed (no scrim)', indeterminate=True)
TT(363, S, 'Close button', 44, 44)
TT(383, S, 'Flash control', 44, 44)
TT(399, S, 'Flip camera', 44, 44)
TT(414, S, 'Shutter button', 70, 70)
TT(438, S, 'Gallery button', 44, 44)
for l, c in ((363, 'Close button'), (383, 'Flash control'), (399, 'Flip camera'), (438, 'Gallery button')):
    TT(l, S, c, 40, 40, "iPhone SE: 'Control buttons: 40x40pt touch targets' (l.458)", state='iPhone SE', also=(458,))
TT(457, S, 'Shutter button (iPhone SE)', 64, 64)
C(499, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'iPhone SE controls 40x40pt; pressed/off icons at 0.6 opacity 2.46:1 worst case')
C(502, S, 'Focus Indicators: All buttons have visible pressed states', 'false', 'pressed states are not focus indicators (WCAG 2.4.7); the pressed icons at 0.6 opacity are 2.46:1 worst case')
N(534, S, 'Camera error icon', 'any', 'error', WHITE, BLACK, note='exclamationmark.triangle 48pt, white, on the black error overlay')
C(500, S, 'All buttons 44x44pt minimum', 'false', 'iPhone SE control buttons are 40x40pt (l.458)')
C(501, S, 'White on black meets AAA', 'false', 'controls sit on a 50% black blur over the camera feed, not on black: white worst case 3.95:1')

S = 'Photo Review'
T(627, S, 'Retake button', 'any', 'default', WHITE, SCRIM, 17, 600, PHOTO, interp='50% black blur over the photo: worst case')
T(632, S, 'Retake button', 'any', 'hover', WHITE, '#000000 brighter 10% alpha 0.5', 17, 600, PHOTO, interp=BRIGHTER + ' (of the black scrim, alpha kept)')
T(633, S, 'Retake button', 'any', 'pressed', WHITE, '#000000 brighter 20% alpha 0.5', 17, 600, PHOTO, interp=BRIGHTER)
for mode, coral in (('light', CORAL_L), ('dark', CORAL_D)):
    T(652, S, 'Use Photo button', mode, 'default', WHITE, coral, 17, 600)
    T(657, S, 'Use Photo button', mode, 'hover', WHITE, coral + ' darker 10%', 17, 600, interp=DARKER)
    T(658, S, 'Use Photo button', mode, 'pressed', WHITE, coral + ' darker 20%', 17, 600, interp=DARKER)
N(634, S, 'Button focus ring', 'any', 'focus', None, None, note="'2pt blue ring': no value")
TT(619, S, 'Retake button', 140, 50)
TT(644, S, 'Use Photo button', 140, 50)
TT(668, S, 'Buttons (iPhone SE)', 120, 50)
F(624, S, 'Retake label', 17); F(649, S, 'Use Photo label', 17)
C(707, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'Use Photo white on coral 2.78:1; Retake over the photo 3.95:1 worst case')
C(708, S, 'Both buttons 50pt height, 140pt width', 'true', '')
X(654, S, 'Use Photo shadow', "'Level 2 (raised)' = rgba(0,0,0,0.16), offset (0,4pt), blur 16pt; Level 2 at l.85 = rgba(0,0,0,0.12), (0,2pt), blur 8pt")
C(709, S, 'White text on black/coral backgrounds (high contrast)', 'false', 'white on coral 2.78:1 (light) / 2.32:1 (dark); Retake over the photo worst 3.95:1')
C(710, S, 'Focus Indicators: 2pt blue ring', 'indeterminate', 'blue has no value')

S = 'Photo Picker'
T(822, S, 'Cancel (nav bar)', 'light', 'default', CORAL_L, WHITE, 17, note='iOS system background (blur), taken as white in light mode; size: iOS nav button 17pt (not stated)')
TU(822, S, 'Cancel (nav bar)', 'dark', 'default', CORAL_D, 'iOS system background (blur)', 'dark system background has no stated value')
N(843, S, 'Selection checkmark', 'light', 'selected', WHITE, CORAL_L, interp='white checkmark in the coral circle')
N(843, S, 'Selection checkmark', 'dark', 'selected', WHITE, CORAL_D)
N(883, S, 'Selected photo border', 'any', 'selected', CORAL_L, '#FFFFFF alpha 0', PHOTO, interp='3pt coral border on a photo thumbnail', indeterminate=True)
TT(899, S, 'Photo thumbnails', 78, 78, 'iPhone SE ~78pt (l.834); ~76pt l.859')
TT(844, S, 'Selection checkmark', 28, 28, 'indicator, not a separate target (the thumbnail is)', verdict='pass')
F(818, S, 'Navigation title', 17)
X(832, S, 'Photo grid margins', "Margins: 0pt (edge-to-edge); 003 l.262: 16pt margins")
C(898, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'Cancel coral 2.78:1; white checkmark on coral 2.78:1')
C(899, S, 'Each thumbnail ... minimum 44x44pt', 'true', '')

S = 'Photo Edit'
for l, c in ((994, 'Cancel (nav bar)'), (998, 'Done (nav bar)')):
    T(l, S, c, 'light', 'default', CORAL_L, WHITE, 16, note='iOS system background (blur) taken as white; 16pt callout (l.1188)')
    TU(l, S, c, 'dark', 'default', CORAL_D, 'iOS system background (blur)', 'dark blur has no stated value')
T(1076, S, 'Tool label', 'light', 'default', CHARCOAL, WHITE, 11, note='toolbar: light blur, taken as white')
TU(1076, S, 'Tool label', 'dark', 'default', OFFWHITE_TX, 'dark blur', 'dark blur has no stated value')
T(1079, S, 'Tool label', 'light', 'pressed', CHARCOAL, '#808080 alpha 0.1', 11, under=WHITE, interp="'10% gray' = gray #808080 at 10% over the light toolbar")
T(1070, S, 'Tool label', 'light', 'selected', CORAL_L, CORAL_L + ' alpha 0.15', 11, under=WHITE, interp='Primary Coral on its 15% tint over the light toolbar')
TU(1070, S, 'Tool label', 'dark', 'selected', CORAL_D, 'coral 15% over dark blur', 'dark blur has no stated value')
N(1075, S, 'Tool icon', 'light', 'default', CHARCOAL, WHITE)
N(1069, S, 'Tool icon', 'light', 'selected', CORAL_L, CORAL_L + ' alpha 0.15', WHITE)
N(1071, S, 'Tool selected border', 'light', 'selected', CORAL_L, WHITE, interp='2pt coral stroke against the light toolbar')
N(1012, S, 'Crop corner handles', 'any', 'default', WHITE, '#FFFFFF alpha 0', PHOTO, indeterminate=True, interp='white handles on the photo (no scrim)')
TT(1041, S, 'Tool buttons', 60, 60)
TT(1085, S, 'Tool buttons (iPhone SE)', 52, 52)
TT(1012, S, 'Crop corner handles', 8, 8, 'draggable; no hit area stated: visual size')
TT(1013, S, 'Crop edge handles', 6, 6, 'draggable, 6pt wide; no hit area stated')
F(1044, S, 'Tool label', 11)
F(1086, S, 'Tool label', 10, 'Labels: 10pt font size', state='iPhone SE', also=(1044,))
C(1132, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'selected tool label 2.39:1; 10pt labels on iPhone SE; crop handles 8pt')
C(1133, S, 'All tool buttons 60x60pt', 'false', 'iPhone SE: 52x52pt (l.1085) - still >= 44 but not 60; crop handles 8pt')
C(1134, S, 'Labels and icons meet 4.5:1 minimum', 'false', 'selected coral label on its tint fails (light)')
C(1135, S, 'Focus Indicators: Selected state is clearly visible', 'false', 'selected border coral vs light toolbar < 3:1')

S = 'Journal Entry'
N(1297, S, 'Close icon (nav bar)', 'light', 'default', CHARCOAL, WHITE, note='nav bar: iOS blur, taken as white')
TU(1297, S, 'Close icon (nav bar)', 'dark', 'default', OFFWHITE_TX, 'iOS blur (dark)', 'dark blur has no stated value', cat='non-text', req=3.0)
TT(1298, S, 'Close (nav bar)', 44, 44)
T(1302, S, 'Save (nav bar)', 'light', 'enabled', CORAL_L, WHITE, 17, note='nav bar iOS blur taken as white; 17pt body (size not stated)')
TU(1302, S, 'Save (nav bar)', 'dark', 'enabled', CORAL_D, 'iOS blur (dark)', 'dark blur has no stated value')
TT(93, 'Entry Creation (sheet)', 'Drag handle', 36, 4, also=(100,), note='interactive (swipe to dismiss, l.100), no hit area stated: visual size (the sheet also takes the swipe, l.243)')
T(1302, S, 'Save (nav bar)', 'light', 'disabled', '#DFE6E9', WHITE, 17, exempt=True, interp="'Light Gray' ambiguous (#DFE6E9/#B2BEC3/#E0E0E0)", note='disabled: exempt (WCAG 1.4.3)')
TT(1303, S, 'Save (nav bar)', 60, 44)
TT(1319, S, 'Edit photo button', 32, 32, '32x32pt circle, no touch target stated')
N(1320, S, 'Edit photo icon', 'any', 'default', None, None, note='icon color not stated; on a 50% black blur over the photo')
for mode, tx, sec, bg, card, cardfg in (('light', CHARCOAL, SLATE, WHITE, OFFWHITE_BG, CHARCOAL), ('dark', OFFWHITE_TX, LIGHTGRAY_TX, BLACK_BG, ELEVATED, OFFWHITE_TX)):
    i = MAP if mode == 'dark' else ''
    bgn = 'screen background White (light) / Background Black #1A1D1F (dark, l.2060)'
    T(1338, S, 'AI loading message', mode, 'default', sec, bg, 16, interp=i, note=bgn)
    T(1353, S, "'Skip AI prompts' link", mode, 'default', CORAL_L if mode == 'light' else CORAL_D, bg, 16, note='size not stated: 16pt like the message')
    T(1378, S, 'AI prompt card text', mode, 'default', cardfg, card, 17, interp=i)
    T(1383, S, 'AI prompt card text', mode, 'hover', cardfg, card + ' darker 5%', 17, interp=DARKER)
    T(1385, S, 'AI prompt card text', mode, 'selected', CORAL_L if mode == 'light' else CORAL_D, card, 17, interp='Selected: coral text color')
    N(1375, S, 'AI prompt card selected border', mode, 'selected', CORAL_L if mode == 'light' else CORAL_D, card, note='2pt coral border is the selected indicator')
    T(1403, S, 'Refresh prompts button', mode, 'default', CORAL_L if mode == 'light' else CORAL_D, bg, 16)
    N(1400, S, 'Refresh prompts icon', mode, 'default', CORAL_L if mode == 'light' else CORAL_D, bg)
    T(1415, S, "Section header 'How did you feel?'", mode, 'default', tx, bg, 17, 600, interp=i)
    T(1474, S, 'Text field label', mode, 'default', tx, bg, 17, 600, interp=i)
    T(1492, S, 'Text field text', mode, 'default', tx, card, 17, interp=i)
    T(1500, S, 'Character count', mode, '451-500 chars', sec, card, 13, interp=i)
    T(1501, S, 'Character count', mode, 'limit', ERROR_RED, card, 13, note='Error Red #D63031 (l.1780; no dark value stated in 000)')
    T(1893 if False else 1886, 'Entry Saved', 'Subtext', mode, 'default', sec, (WHITE if mode == 'light' else BLACK_BG) + ' alpha 0.95', 17, under=PHOTO, interp=i + ' overlay at 95% over the timeline (worst case)')
T(1494, S, 'Text field placeholder', 'light', 'default', '#DFE6E9 alpha 0.6', OFFWHITE_BG, 17, interp="'Light Gray' is ambiguous; any candidate (#DFE6E9, #B2BEC3, #E0E0E0) fails", note='Light Gray at 60% opacity')
T(1494, S, 'Text field placeholder', 'dark', 'default', LIGHTGRAY_TX + ' alpha 0.6', ELEVATED, 17, interp=MAP + ' (Light Gray dark = #B2BEC3)')
T(1499, S, 'Character count', 'light', '0-450 chars', '#DFE6E9', OFFWHITE_BG, 13, interp="'Light Gray' (not visible) - text drawn anyway; ambiguous name, #DFE6E9 taken", note='seed says "not visible": the count is effectively invisible')
TU(1499, S, 'Character count', 'dark', '0-450 chars', 'Light Gray', ELEVATED, 'Light Gray in dark mode: no stated value for a light-mode Light Gray mapped to dark')
N(1487, S, 'Text field border', 'light', 'default', BORDER_L, WHITE, note='input boundary vs the white screen background (WCAG 1.4.11)')
N(1488, S, 'Text field border', 'dark', 'default', BORDER_D, BLACK_BG)
N(1489, S, 'Text field border', 'light', 'focus', CORAL_L, WHITE)
N(1489, S, 'Text field border', 'dark', 'focus', CORAL_D, BLACK_BG)
N(1515, S, 'Text field border', 'light', 'error', ERROR_RED, WHITE, interp="'Red border' = Error Red #D63031")
N(1515, S, 'Text field border', 'dark', 'error', ERROR_RED, BLACK_BG)
N(1514, S, 'Text field border', 'any', 'limit', None, None, note="'slight red tint to border': no value")
for mode, coral, dis in (('light', CORAL_L, '#DFE6E9'), ('dark', CORAL_D, '#3C4347')):
    T(1535, S, 'Save Entry button', mode, 'enabled', WHITE, coral, 17, 600)
    T(1540, S, 'Save Entry button', mode, 'hover', WHITE, coral + ' darker 10%', 17, 600, interp=DARKER)
    T(1541, S, 'Save Entry button', mode, 'pressed', WHITE, coral + ' darker 20%', 17, 600, interp=DARKER)
    T(1534, S, 'Save Entry button', mode, 'disabled', WHITE, dis, 17, 600, exempt=True, note='disabled: exempt')
for name, hexv in EMOTIONS:
    T(1433, S, f'Emotion chip {name}', 'light', 'unselected', hexv, hexv + ' alpha 0.15', 14, under=WHITE, interp='emotion color text on its 15% tint over the white screen')
    T(1460, S, f'Emotion chip {name}', 'light', 'hover', hexv, hexv + ' alpha 0.25', 14, under=WHITE, interp='Hover (iPad): background opacity 25%')
    T(1453, S, f'Emotion chip {name}', 'light', 'selected', WHITE, hexv, 14)
    TU(1433, S, f'Emotion chip {name}', 'dark', 'unselected', hexv, 'dark', "dark values not stated ('5-10% brighter', l.2074): unknown in dark mode")
N(1455, S, 'Emotion chip checkmark (Excited)', 'light', 'selected', WHITE, '#FDCB6E', note='the worst emotion (Excited): white on yellow')
TT(1423, S, 'Emotion chips', 44, 44, 'variable width, 44pt height; abbreviations keep width >= 44 (assumed)')
TT(1405, S, 'Refresh prompts', 342, 44)
TT(1528, S, 'Save Entry button', 342, 56)
for l, c, s in ((1337, 'AI loading message', 16), (1377, 'Prompt card', 17), (1402, 'Refresh prompts', 16), (1414, 'Section header', 17),
                (1430, 'Emotion chip label', 14), (1473, 'Field label', 17), (1490, 'Field text', 17), (1497, 'Character count', 13), (1530, 'Save Entry', 17)):
    F(l, S, c, s)
C(1669, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'coral links, white on coral, emotion chips; Edit photo button 32pt')
C(1670, S, 'All text meets 4.5:1 minimum', 'false', 'coral links, white on coral, emotion chips fail')
C(1671, S, 'All interactive elements 44x44pt minimum', 'false', 'Edit photo button 32x32pt (l.1321)')
C(1672, S, 'Focus Indicators: Coral border on focused elements', 'false', 'coral focus border on white 2.78:1 < 3:1 (light)')
X(1786, S, 'subheadline style', 'typography.subheadline (15pt) for the AI loading message; l.1337 says 16pt Regular', also=(1337,))
X(1788, S, 'caption1 style', 'typography.caption1 is 12pt regular here; 11pt regular at l.1187; 003 l.1109 Caption 1 is 12pt semibold')
X(1187, 'Photo Edit', 'caption1 style', 'typography.caption1 (11pt regular) for tool labels; 12pt regular at l.1788; 003 l.1109: 12pt semibold')
X(1430, S, 'Emotion chip label', "14pt Regular; 003 l.335 (Emotion Chip): Callout 16pt")
X(1494, S, 'Text field placeholder', "'Light Gray at 60% opacity'; 003 l.168 (Text Field): Secondary Gray")
X(1402, S, 'Refresh prompts text link', "16pt Regular; 003 l.431 Text Button: Headline 17pt semibold")
X(1778, S, 'colors.neutral.background.primary', "'White / Elevated Surface' (also l.286); the dark-mode section (l.2060) and 002 l.260 give Background Black #1A1D1F", also=(286,))
X(1780, S, 'colors.system.error', "one value (#D63031); 001 l.84 gives errorLight #D63031 / errorDark #E74C3C")

S = 'Entry Saved'
for mode, tx, sec, ov in (('light', CHARCOAL, SLATE, WHITE), ('dark', OFFWHITE_TX, LIGHTGRAY_TX, BLACK_BG)):
    i = MAP if mode == 'dark' else ''
    N(1855, S, 'Success checkmark icon', mode, 'default', SUCCESS, ov + ' alpha 0.95', PHOTO)
    T(1876, S, 'Headline', mode, 'default', tx, ov + ' alpha 0.95', 28, 700, PHOTO, interp=i)
    T(1915, S, 'Countdown', mode, 'default', sec, ov + ' alpha 0.95', 13, under=PHOTO, interp=i)
for mode, coral in (('light', CORAL_L), ('dark', CORAL_D)):
    T(1900, S, 'View Entry button', mode, 'default', WHITE, coral, 17, 600)
    T(1906, S, 'View Entry button', mode, 'hover', WHITE, coral + ' darker 10%', 17, 600, interp=DARKER)
    T(1907, S, 'View Entry button', mode, 'pressed', WHITE, coral + ' darker 20%', 17, 600, interp=DARKER)
TT(1896, S, 'View Entry button', 294, 50)
for l, c, s in ((1875, 'Headline', 28), (1885, 'Subtext', 17), (1898, 'View Entry', 17), (1914, 'Countdown', 13), (1930, 'Headline (SE)', 24)):
    F(l, S, c, s)
C(1976, S, 'WCAG 2.1 AA Compliance (screen checklist)', 'false', 'View Entry white on coral 2.78:1')
C(1977, S, 'All text meets 4.5:1 minimum', 'false', 'View Entry white on coral 2.78:1')
C(1978, S, 'View Entry button 50pt height', 'true', '')
X(1875, S, 'Success message style', "'Text (Title 2 style)' (l.1873) at 28pt Bold; Title 2 is 22pt bold (l.290, 002 l.757, 003 l.1199)", also=(1873,))
X(2036, S, 'colors.neutral.background.primary', "'(White / Black)'; l.2060 and 002 l.260: Background Black #1A1D1F")
X(2038, S, 'title2 style', 'typography.title2 is 28pt bold here (and l.1873 calls 28pt Title 2); 22pt bold at l.290')
C(2066, 'Dark Mode', "#FF8787 (10% brighter for dark background legibility)", 'true', 'coral text on the dark backgrounds gains (on #1A1D1F: 5.88 -> 7.03:1); white text on #FF8787 buttons loses (2.32:1), which the claim does not cover')
C(2074, 'Dark Mode', 'emotion colors 5-10% brighter for dark mode legibility', 'indeterminate', 'no dark values are given')
C(2340, 'Review Checklist', 'Accessibility: ... WCAG AA contrast', 'false', 'see failing text pairs')

X(81, 'Entry Creation (sheet)', 'Off-White', "'Off-White' names #F9FAFB (backgrounds, l.81) and #F5F6FA (text, l.113); 001/002/003 use the bare name", also=(113,))
X(96, 'Entry Creation (sheet)', 'Light Gray', "'Light Gray' names #DFE6E9 (borders, l.96), #B2BEC3 (dark secondary text, l.2063) and #E0E0E0 (skeleton, l.1345; 003 l.647)", also=(1345, 2063))

import doc001  # noqa: E402,F401
import doc002  # noqa: E402,F401
import doc003  # noqa: E402,F401

import sys  # noqa: E402
from collections import Counter  # noqa: E402
target = os.path.join(HERE, 'audit.csv')
if '--check' in sys.argv:
    # audit.csv must be what this file generates (no hand edits, no stale file).
    fresh = target + '.check'
    write(fresh)
    same = open(fresh, encoding='utf-8').read() == open(target, encoding='utf-8').read()
    os.remove(fresh)
    print('audit.csv is up to date' if same else 'audit.csv is stale: run python3 build_audit.py')
    sys.exit(0 if same else 1)
write(target)
print(len(rows), 'rows')
for cat in ('text-pair', 'non-text', 'touch-target', 'font-size', 'claim', 'cross-doc'):
    c = Counter(r['verdict'] for r in rows if r['category'] == cat)
    print(f"{cat:13} {sum(c.values()):4} rows: " + ', '.join(f'{v} {k}' for k, v in sorted(c.items())))
