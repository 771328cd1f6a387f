"""Sample a ferromagnetic trial state with Hamiltonian moves, then estimate its energy on the samples."""

import jax
import jax.numpy as jnp

from spinops import LocalIsingJax, MetropolisHamiltonian

N_SITES = 6


def log_prob(x):
    return 0.4 * jnp.sum(x * jnp.roll(x, 1, axis=-1), axis=-1)


def energy(hamiltonian, samples):
    xp, mels = hamiltonian.get_conn_padded(samples)
    ratios = jnp.exp(0.5 * (log_prob(xp) - log_prob(samples)[:, None]))
    return jnp.mean(jnp.sum(mels * ratios, axis=-1))


def run(n_chains=16, n_sweeps=10):
    hamiltonian = LocalIsingJax(N_SITES, h=0.5)
    sampler = MetropolisHamiltonian(hamiltonian, log_prob)
    x0 = jnp.ones((n_chains, N_SITES))
    samples = sampler.sample(jax.random.PRNGKey(0), x0, n_sweeps)
    return hamiltonian, samples


if __name__ == "__main__":
    hamiltonian, samples = run()
    print("energy:", float(energy(hamiltonian, samples)))
