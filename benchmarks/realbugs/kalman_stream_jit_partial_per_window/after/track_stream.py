import jax
import jax.numpy as jnp

from kftrack.model import rotating_tracker
from kftrack.tracker import StreamingTracker


def sensor_windows(model, key, num_windows=6, window=20):
    x = jnp.array([1.0, 0.0])
    observations = []
    for step_key in jax.random.split(key, num_windows * window):
        state_key, obs_key = jax.random.split(step_key)
        x = model.transition @ x + jnp.sqrt(model.process_noise[0, 0]) * jax.random.normal(state_key, (2,))
        y = model.emission @ x + jnp.sqrt(model.measurement_noise[0, 0]) * jax.random.normal(obs_key, (2,))
        observations.append(y)
    return list(jnp.stack(observations).reshape(num_windows, window, 2))


def main():
    model = rotating_tracker()
    tracker = StreamingTracker(model)
    windows = sensor_windows(model, jax.random.PRNGKey(0))
    means = tracker.process(windows)
    print("filtered", means.shape, "final belief", tracker.belief.mean)
    return tracker, windows, means


if __name__ == "__main__":
    main()
