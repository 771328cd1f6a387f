import jax
import numpy as np

from isingmc import MetropolisSampler


def magnetization_curve(temperatures, lattice_size=16, n_samples=40):
    curve = []
    for i, temperature in enumerate(temperatures):
        sampler = MetropolisSampler(lattice_size, beta=1.0 / temperature)
        curve.append(sampler.magnetization(jax.random.PRNGKey(i), n_samples))
    return np.array(curve)


if __name__ == "__main__":
    temps = np.linspace(1.5, 3.5, 9)
    print(np.c_[temps, magnetization_curve(temps)])
