"""Sample an AR(1) chain per seed with a jitted random-walk kernel and report its diagnostics."""

import jax
import jax.numpy as jnp

from mcdiag import summarize


def log_density(theta):
    return -0.5 * jnp.sum((theta - 1.0) ** 2)


@jax.jit
def rw_step(theta, key):
    step_key, accept_key = jax.random.split(key)
    proposal = theta + 0.5 * jax.random.normal(step_key, theta.shape)
    log_ratio = log_density(proposal) - log_density(theta)
    accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
    theta = jnp.where(accept, proposal, theta)
    return theta, theta


def run_chains(num_chains=4, num_draws=400):
    keys = jax.random.split(jax.random.PRNGKey(0), num_chains)
    chains = []
    for key in keys:
        _, draws = jax.lax.scan(rw_step, jnp.zeros(2), jax.random.split(key, num_draws))
        chains.append(draws)
    return {"theta": jnp.stack(chains)}


def main():
    report = summarize(run_chains())
    for name, row in report.items():
        print(f"{name}: mean={row['mean']:.3f} std={row['std']:.3f} n_eff={row['n_eff']:.1f}")
    return report


if __name__ == "__main__":
    main()
