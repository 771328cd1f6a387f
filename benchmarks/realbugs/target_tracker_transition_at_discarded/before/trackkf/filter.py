import jax
import jax.numpy as jnp

from trackkf.linalg import joseph_update, symmetrize


def kalman_filter(x0, P0, measurements, F, Q, H, R):
    def step(carry, z):
        x, P = carry
        x = F @ x
        P = symmetrize(F @ P @ F.T + Q)
        S = H @ P @ H.T + R
        K = jnp.linalg.solve(S, H @ P).T
        x = x + K @ (z - H @ x)
        P = joseph_update(P, K, H, R)
        return (x, P), x

    _, states = jax.lax.scan(step, (x0, P0), measurements)
    return states
