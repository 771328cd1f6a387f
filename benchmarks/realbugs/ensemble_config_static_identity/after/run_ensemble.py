import jax.numpy as jnp
import numpy as np

from l96.ensemble import EnsembleForecast


def initial_members(num_members=6, num_vars=40, seed=0):
    rng = np.random.default_rng(seed)
    base = 8.0 * np.ones(num_vars)
    base[19] += 0.01
    return jnp.asarray(base + 1e-3 * rng.standard_normal((num_members, num_vars)))


def main():
    ensemble = EnsembleForecast(forcing=8.0, dt=0.01, num_steps=200)
    return ensemble, initial_members()


if __name__ == "__main__":
    ensemble, members = main()
    print(ensemble.run(members).std(axis=0).mean())
