import jax

from spline import CubicSpline


@jax.jit
def resample(x, y, xq):
    return CubicSpline(x, y)(xq)
