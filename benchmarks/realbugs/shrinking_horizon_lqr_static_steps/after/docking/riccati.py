import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("horizon",))
def finite_horizon_gains(A, B, Q, R, Qf, horizon):
    """Feedback gains of every stage of a finite-horizon LQR problem, by the backward Riccati recursion.

    Row i is the gain to apply with i + 1 stages left."""

    def backward(P, _):
        K = jnp.linalg.solve(R + B.T @ P @ B, B.T @ P @ A)
        return Q + A.T @ P @ (A - B @ K), K

    _, gains = jax.lax.scan(backward, Qf, None, length=horizon)
    return gains
