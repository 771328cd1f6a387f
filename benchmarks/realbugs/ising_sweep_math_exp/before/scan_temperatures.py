import jax
import jax.numpy as jnp

from lattice.metropolis import MetropolisSampler
from lattice.model import IsingModel


def main(size=16, n_sweeps=150, temperatures=(1.5, 3.5)):
    """Magnetisation per spin after equilibrating from the all-up state, below and above T_c = 2.269."""
    results = {}
    for temperature in temperatures:
        model = IsingModel(size, temperature)
        sampler = MetropolisSampler(model)
        spins = sampler.run(jnp.ones((size, size)), jax.random.PRNGKey(11), n_sweeps)
        results[temperature] = abs(float(model.magnetisation(spins)))
        print(f"T = {temperature}: |m| = {results[temperature]:.3f}")
    return results


if __name__ == "__main__":
    main()
