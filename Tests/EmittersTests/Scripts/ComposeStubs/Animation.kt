package androidx.compose.animation.core

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.State
import androidx.compose.ui.unit.Dp

@Stable
interface Easing {
    fun transform(fraction: Float): Float
}

@Immutable
class CubicBezierEasing(private val a: Float, private val b: Float, private val c: Float, private val d: Float) : Easing {
    override fun transform(fraction: Float): Float = fraction
}

val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
val LinearEasing: Easing = CubicBezierEasing(0f, 0f, 1f, 1f)

interface AnimationSpec<T>
interface FiniteAnimationSpec<T> : AnimationSpec<T>
interface DurationBasedAnimationSpec<T> : FiniteAnimationSpec<T>

@Immutable
class SpringSpec<T>(val dampingRatio: Float = 1f, val stiffness: Float = 1500f, val visibilityThreshold: T? = null) : FiniteAnimationSpec<T>

@Immutable
class TweenSpec<T>(val durationMillis: Int = 300, val delay: Int = 0, val easing: Easing = FastOutSlowInEasing) : DurationBasedAnimationSpec<T>

@Stable
fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): SpringSpec<T> =
    SpringSpec(dampingRatio, stiffness, visibilityThreshold)

@Stable
fun <T> tween(durationMillis: Int = 300, delayMillis: Int = 0, easing: Easing = FastOutSlowInEasing): TweenSpec<T> =
    TweenSpec(durationMillis, delayMillis, easing)

@Composable
fun animateDpAsState(targetValue: Dp, animationSpec: AnimationSpec<Dp> = spring(), label: String = "DpAnimation", finishedListener: ((Dp) -> Unit)? = null): State<Dp> =
    throw NotImplementedError()

@Composable
fun animateFloatAsState(targetValue: Float, animationSpec: AnimationSpec<Float> = spring(), visibilityThreshold: Float = 0.01f, label: String = "FloatAnimation", finishedListener: ((Float) -> Unit)? = null): State<Float> =
    throw NotImplementedError()
