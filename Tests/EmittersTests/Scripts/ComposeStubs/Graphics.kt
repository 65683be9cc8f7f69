package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

@Immutable
class Color internal constructor(internal val packed: Double) {
    val red: Float get() = 0f
    val green: Float get() = 0f
    val blue: Float get() = 0f
    val alpha: Float get() = 0f
    fun copy(alpha: Float = this.alpha, red: Float = this.red, green: Float = this.green, blue: Float = this.blue): Color = this

    companion object {
        val Black: Color = Color(0xFF000000)
        val White: Color = Color(0xFFFFFFFF)
        val Transparent: Color = Color(0x00000000)
        val Unspecified: Color = Color(0x00000000)
    }
}

fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color = throw NotImplementedError()
fun Color(color: Int): Color = throw NotImplementedError()
fun Color(color: Long): Color = throw NotImplementedError()
fun Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF): Color = throw NotImplementedError()

@Immutable
class Offset(val x: Float, val y: Float) {
    companion object {
        val Zero: Offset = Offset(0f, 0f)
        val Infinite: Offset = Offset(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY)
    }
}

enum class TileMode { Clamp, Repeated, Mirror, Decal }

@Immutable
sealed class Brush {
    companion object {
        fun linearGradient(vararg colorStops: Pair<Float, Color>, start: Offset = Offset.Zero, end: Offset = Offset.Infinite, tileMode: TileMode = TileMode.Clamp): Brush = throw NotImplementedError()
        fun linearGradient(colors: List<Color>, start: Offset = Offset.Zero, end: Offset = Offset.Infinite, tileMode: TileMode = TileMode.Clamp): Brush = throw NotImplementedError()
    }
}

@Immutable
class SolidColor(val value: Color) : Brush()
