package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

@Immutable
class FontWeight(val weight: Int) : Comparable<FontWeight> {
    override fun compareTo(other: FontWeight): Int = weight.compareTo(other.weight)
    companion object {
        val W100: FontWeight = FontWeight(100)
        val W400: FontWeight = FontWeight(400)
        val W700: FontWeight = FontWeight(700)
        val Normal: FontWeight = W400
        val Bold: FontWeight = W700
    }
}

@Immutable
sealed class FontFamily(val canLoadSynchronously: Boolean) {
    companion object {
        val Default: SystemFontFamily = DefaultFontFamily()
        val SansSerif: GenericFontFamily = GenericFontFamily("sans-serif")
        val Serif: GenericFontFamily = GenericFontFamily("serif")
        val Monospace: GenericFontFamily = GenericFontFamily("monospace")
        val Cursive: GenericFontFamily = GenericFontFamily("cursive")
    }
}

sealed class SystemFontFamily : FontFamily(true)
class DefaultFontFamily internal constructor() : SystemFontFamily()
class GenericFontFamily internal constructor(val name: String) : SystemFontFamily()
