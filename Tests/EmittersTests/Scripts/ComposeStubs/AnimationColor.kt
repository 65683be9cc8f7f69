package androidx.compose.animation

import androidx.compose.animation.core.AnimationSpec
import androidx.compose.animation.core.spring
import androidx.compose.runtime.Composable
import androidx.compose.runtime.State
import androidx.compose.ui.graphics.Color

@Composable
fun animateColorAsState(targetValue: Color, animationSpec: AnimationSpec<Color> = spring(), label: String = "ColorAnimation", finishedListener: ((Color) -> Unit)? = null): State<Color> =
    throw NotImplementedError()
