import jax
import jax.numpy as jnp

from objtrack.dynamics import constant_velocity
from objtrack.kalman import KalmanTracker


def simulate(key, steps=150):
    F, H, _, R = constant_velocity()
    g = jnp.vstack([0.5 * 0.1 ** 2 * jnp.eye(3), 0.1 * jnp.eye(3)])
    state = jnp.array([0.0, 0.0, 0.0, 1.0, -1.0, 0.5])
    states, measurements = [], []
    for step_key in jax.random.split(key, steps):
        process_key, noise_key = jax.random.split(step_key)
        state = F @ state + g @ jax.random.normal(process_key, (3,))
        states.append(state)
        measurements.append(H @ state + jax.random.multivariate_normal(noise_key, jnp.zeros(3), R))
    measurements = jnp.stack(measurements)
    occluded = (jnp.arange(steps) % 10) >= 7
    measurements = jnp.where(occluded[:, None], jnp.nan, measurements)
    return jnp.stack(states), measurements


def main():
    states, measurements = simulate(jax.random.PRNGKey(7))
    tracker = KalmanTracker(*constant_velocity())
    means = tracker.filter(measurements, jnp.zeros(6), 10.0 * jnp.eye(6))
    rmse = float(jnp.sqrt(jnp.mean((means[:, :3] - states[:, :3]) ** 2)))
    print(f"position rmse {rmse:.3f} with {int(jnp.isnan(measurements[:, 0]).sum())} occluded frames")
    return means, rmse


if __name__ == "__main__":
    main()
