package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.Color

@Stable
class ColorScheme(
    val primary: Color,
    val onPrimary: Color,
    val primaryContainer: Color,
    val onPrimaryContainer: Color,
    val inversePrimary: Color,
    val secondary: Color,
    val onSecondary: Color,
    val secondaryContainer: Color,
    val onSecondaryContainer: Color,
    val tertiary: Color,
    val onTertiary: Color,
    val tertiaryContainer: Color,
    val onTertiaryContainer: Color,
    val background: Color,
    val onBackground: Color,
    val surface: Color,
    val onSurface: Color,
    val surfaceVariant: Color,
    val onSurfaceVariant: Color,
    val surfaceTint: Color,
    val inverseSurface: Color,
    val inverseOnSurface: Color,
    val error: Color,
    val onError: Color,
    val errorContainer: Color,
    val onErrorContainer: Color,
    val outline: Color,
    val outlineVariant: Color,
    val scrim: Color
) {
    fun copy(
        primary: Color = this.primary,
        onPrimary: Color = this.onPrimary,
        primaryContainer: Color = this.primaryContainer,
        onPrimaryContainer: Color = this.onPrimaryContainer,
        inversePrimary: Color = this.inversePrimary,
        secondary: Color = this.secondary,
        onSecondary: Color = this.onSecondary,
        secondaryContainer: Color = this.secondaryContainer,
        onSecondaryContainer: Color = this.onSecondaryContainer,
        tertiary: Color = this.tertiary,
        onTertiary: Color = this.onTertiary,
        tertiaryContainer: Color = this.tertiaryContainer,
        onTertiaryContainer: Color = this.onTertiaryContainer,
        background: Color = this.background,
        onBackground: Color = this.onBackground,
        surface: Color = this.surface,
        onSurface: Color = this.onSurface,
        surfaceVariant: Color = this.surfaceVariant,
        onSurfaceVariant: Color = this.onSurfaceVariant,
        surfaceTint: Color = this.surfaceTint,
        inverseSurface: Color = this.inverseSurface,
        inverseOnSurface: Color = this.inverseOnSurface,
        error: Color = this.error,
        onError: Color = this.onError,
        errorContainer: Color = this.errorContainer,
        onErrorContainer: Color = this.onErrorContainer,
        outline: Color = this.outline,
        outlineVariant: Color = this.outlineVariant,
        scrim: Color = this.scrim
    ): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim)
}

fun lightColorScheme(
    primary: Color = Color.Black,
    onPrimary: Color = Color.Black,
    primaryContainer: Color = Color.Black,
    onPrimaryContainer: Color = Color.Black,
    inversePrimary: Color = Color.Black,
    secondary: Color = Color.Black,
    onSecondary: Color = Color.Black,
    secondaryContainer: Color = Color.Black,
    onSecondaryContainer: Color = Color.Black,
    tertiary: Color = Color.Black,
    onTertiary: Color = Color.Black,
    tertiaryContainer: Color = Color.Black,
    onTertiaryContainer: Color = Color.Black,
    background: Color = Color.Black,
    onBackground: Color = Color.Black,
    surface: Color = Color.Black,
    onSurface: Color = Color.Black,
    surfaceVariant: Color = Color.Black,
    onSurfaceVariant: Color = Color.Black,
    surfaceTint: Color = Color.Black,
    inverseSurface: Color = Color.Black,
    inverseOnSurface: Color = Color.Black,
    error: Color = Color.Black,
    onError: Color = Color.Black,
    errorContainer: Color = Color.Black,
    onErrorContainer: Color = Color.Black,
    outline: Color = Color.Black,
    outlineVariant: Color = Color.Black,
    scrim: Color = Color.Black
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim)

fun darkColorScheme(
    primary: Color = Color.White,
    onPrimary: Color = Color.White,
    primaryContainer: Color = Color.White,
    onPrimaryContainer: Color = Color.White,
    inversePrimary: Color = Color.White,
    secondary: Color = Color.White,
    onSecondary: Color = Color.White,
    secondaryContainer: Color = Color.White,
    onSecondaryContainer: Color = Color.White,
    tertiary: Color = Color.White,
    onTertiary: Color = Color.White,
    tertiaryContainer: Color = Color.White,
    onTertiaryContainer: Color = Color.White,
    background: Color = Color.White,
    onBackground: Color = Color.White,
    surface: Color = Color.White,
    onSurface: Color = Color.White,
    surfaceVariant: Color = Color.White,
    onSurfaceVariant: Color = Color.White,
    surfaceTint: Color = Color.White,
    inverseSurface: Color = Color.White,
    inverseOnSurface: Color = Color.White,
    error: Color = Color.White,
    onError: Color = Color.White,
    errorContainer: Color = Color.White,
    onErrorContainer: Color = Color.White,
    outline: Color = Color.White,
    outlineVariant: Color = Color.White,
    scrim: Color = Color.White
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim)

class Shapes
class Typography

object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable get() = throw NotImplementedError()
}

@Composable
fun MaterialTheme(colorScheme: ColorScheme = MaterialTheme.colorScheme, shapes: Shapes = Shapes(), typography: Typography = Typography(), content: @Composable() () -> Unit): Unit =
    throw NotImplementedError()
