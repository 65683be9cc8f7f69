package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Immutable
class Dp(val value: Float) : Comparable<Dp> {
    override fun compareTo(other: Dp): Int = value.compareTo(other.value)
    operator fun plus(other: Dp): Dp = Dp(value + other.value)
    operator fun unaryMinus(): Dp = Dp(-value)
    companion object {
        val Hairline: Dp = Dp(0f)
        val Unspecified: Dp = Dp(Float.NaN)
    }
}

@Stable val Int.dp: Dp get() = Dp(toFloat())
@Stable val Double.dp: Dp get() = Dp(toFloat())
@Stable val Float.dp: Dp get() = Dp(this)

@Immutable
class TextUnit internal constructor(val packedValue: Long) {
    operator fun unaryMinus(): TextUnit = this
    companion object {
        val Unspecified: TextUnit = TextUnit(0)
    }
}

@Stable val Int.sp: TextUnit get() = TextUnit(0)
@Stable val Double.sp: TextUnit get() = TextUnit(0)
@Stable val Float.sp: TextUnit get() = TextUnit(0)
@Stable val Int.em: TextUnit get() = TextUnit(0)
@Stable val Double.em: TextUnit get() = TextUnit(0)
@Stable val Float.em: TextUnit get() = TextUnit(0)
