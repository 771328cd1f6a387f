"""Filter a track of 2-D position fixes with dropouts."""
import jax
import jax.numpy as jnp

from .filter import KalmanFilter

DT = 0.1
FILTER = KalmanFilter(
    transition=jnp.array([[1.0, 0.0, DT, 0.0], [0.0, 1.0, 0.0, DT], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]),
    observation=jnp.array([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]]),
    process_cov=0.01 * jnp.eye(4),
    noise_cov=0.1 * jnp.eye(2),
)
OBSERVATIONS = jnp.array([[0.0, 0.0], [0.1, jnp.nan], [0.2, 0.1], [jnp.nan, jnp.nan], [0.4, 0.2]])


@jax.jit
def filter_track(observations):
    def step(carry, y):
        mean, cov = FILTER.predict(*carry)
        mean, cov = FILTER.update(mean, cov, y)
        return (mean, cov), mean

    _, means = jax.lax.scan(step, (jnp.zeros(4), jnp.eye(4)), observations)
    return means
