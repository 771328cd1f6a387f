import numpy as np

from freeen import MBAREstimator

SPRING_CONSTANTS = np.array([1.0, 2.0, 4.0])


def harmonic_samples(seed, samples_per_state):
    rng = np.random.default_rng(seed)
    return np.concatenate([rng.normal(0.0, 1.0 / np.sqrt(k), samples_per_state) for k in SPRING_CONSTANTS])


def estimate(samples_per_state):
    x_n = harmonic_samples(7, samples_per_state)
    u_kn = 0.5 * SPRING_CONSTANTS[:, None] * x_n[None, :] ** 2
    n_k = np.full(len(SPRING_CONSTANTS), samples_per_state)
    estimator = MBAREstimator(u_kn, n_k, tolerance=1e-8, max_iterations=500)
    return np.asarray(estimator.free_energies())


if __name__ == "__main__":
    print(estimate(2000))
