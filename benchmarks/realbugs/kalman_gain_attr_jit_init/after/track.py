import jax.numpy as jnp
import numpy as np

from tracking import KalmanTracker


def main(num_steps=5):
    tracker = KalmanTracker(dt=0.1, process_noise=1e-3, measurement_noise=0.05)
    measurements = jnp.linspace(0.0, 1.0, num_steps).reshape(-1, 1)
    mean, _ = tracker.filter(measurements)
    # The steady-state gain tells how much the tracker trusts new measurements.
    gain = np.asarray(tracker.last_gain)
    return mean, gain


if __name__ == "__main__":
    position, gain = main()
    print(position, gain.ravel())
