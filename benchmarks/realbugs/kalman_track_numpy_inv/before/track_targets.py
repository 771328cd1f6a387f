import jax.numpy as jnp
import numpy as np

from radartrack import ConstantVelocity, KalmanFilter


def simulated_ranges(num_scans=50, dt=0.5, speed=12.0, noise=2.0, seed=3):
    rng = np.random.default_rng(seed)
    truth = 1000.0 + speed * dt * np.arange(num_scans)
    return truth, (truth + noise * rng.standard_normal(num_scans))[:, None]


def main():
    truth, ranges = simulated_ranges()
    tracker = KalmanFilter(ConstantVelocity(dt=0.5, accel_noise=0.1), range_noise=4.0)
    mean0, cov0 = jnp.array([ranges[0, 0], 0.0]), jnp.diag(jnp.array([10.0, 100.0]))
    means = tracker.filter_track(jnp.asarray(ranges), mean0, cov0)
    return truth, means


if __name__ == "__main__":
    truth, means = main()
    print("final range", float(means[-1, 0]), "speed", float(means[-1, 1]))
