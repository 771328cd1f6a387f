from functools import partial

import jax
import jax.numpy as jnp

from softarm.kinematics import tip_position
from softarm.numerical_jacobian import forward_difference_jacobian


@partial(jax.jit, static_argnames=("segment_length",))
def damped_newton_step(curvatures, target, segment_length):
    fun = partial(tip_position, segment_length=segment_length)
    error = target - fun(curvatures)
    jac = forward_difference_jacobian(fun, curvatures, 1e-3)
    damping = 0.1 * jnp.eye(jac.shape[1])
    step = jnp.linalg.solve(jac.T @ jac + damping, jac.T @ error)
    return curvatures + step, jnp.linalg.norm(error)
