package androidx.compose.runtime

import kotlin.reflect.KProperty

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

@Target(AnnotationTarget.CLASS)
annotation class Immutable

@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER, AnnotationTarget.PROPERTY)
annotation class Stable

abstract class CompositionLocal<T> internal constructor(defaultFactory: () -> T) {
    val current: T
        @Composable get() = throw NotImplementedError()
}

abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) : CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = throw NotImplementedError()
}

class ProvidedValue<T> internal constructor(val compositionLocal: CompositionLocal<T>, val value: T, val canOverride: Boolean)

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = StaticProvidableCompositionLocal(defaultFactory)

fun <T> compositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = StaticProvidableCompositionLocal(defaultFactory)

@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit): Unit = throw NotImplementedError()

@Stable
interface State<out T> {
    val value: T
}

operator fun <T> State<T>.getValue(thisObj: Any?, property: KProperty<*>): T = value
