"""Free energies of three harmonic oscillators of different stiffness, sampled exactly."""
import numpy as np

from mbarlite import MBAR

STIFFNESS = np.array([1.0, 2.0, 4.0])


def sample(n_per_state=200, seed=0):
    rng = np.random.default_rng(seed)
    x = np.concatenate([rng.normal(0.0, 1.0 / np.sqrt(k), n_per_state) for k in STIFFNESS])
    u_kn = 0.5 * STIFFNESS[:, None] * x[None, :] ** 2
    return u_kn, [n_per_state] * len(STIFFNESS)


def analytic():
    f = 0.5 * np.log(STIFFNESS)
    return f - f[0]


def estimate(initialize="BAR"):
    u_kn, N_k = sample()
    return MBAR(u_kn, N_k, initialize=initialize).f_k


if __name__ == "__main__":
    print(estimate(), analytic())
