package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.unit.Dp

@Immutable
class BorderStroke(val width: Dp, val brush: Brush)

fun BorderStroke(width: Dp, color: Color): BorderStroke = BorderStroke(width, SolidColor(color))

@Composable
fun isSystemInDarkTheme(): Boolean = throw NotImplementedError()
