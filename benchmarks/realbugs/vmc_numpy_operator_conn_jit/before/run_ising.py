"""Optimize a Jastrow state for an 8-site transverse-field Ising ring on uniform samples."""

import jax

from spinvmc import Jastrow, TransverseIsing, VMCDriver


def optimize(n_iter=5, n_sites=8, n_samples=64):
    key = jax.random.PRNGKey(1)
    model = Jastrow(n_sites)
    params = model.init(key)
    driver = VMCDriver(TransverseIsing(n_sites, h=1.0), model)
    energies = []
    for it in range(n_iter):
        key, sample_key = jax.random.split(key)
        samples = 2.0 * jax.random.bernoulli(sample_key, 0.5, (n_samples, n_sites)) - 1.0
        params, energy = driver.step(params, samples)
        energies.append(float(energy))
    return energies


if __name__ == "__main__":
    print(optimize())
