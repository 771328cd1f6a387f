import jax
import jax.numpy as jnp

from bayesreg.gibbs import sample_posterior
from bayesreg.priors import ConjugatePrior


def simulated_data(key, n=500, beta=(1.0, 2.0), sigma=1.0):
    k_x, k_eps = jax.random.split(key)
    x0 = jax.random.uniform(k_x, (n,))
    X = jnp.column_stack([jnp.ones(n), x0])
    return X, X @ jnp.array(beta) + sigma * jax.random.normal(k_eps, (n,))


def main(burn_in=500, seed=42):
    k_data, k_chain = jax.random.split(jax.random.key(seed))
    X, y = simulated_data(k_data)
    betas, sigma_sqs = sample_posterior(k_chain, X, y, ConjugatePrior())
    beta_mean = betas[burn_in:].mean(axis=0)
    sigma_mean = float(jnp.sqrt(sigma_sqs[burn_in:]).mean())
    print(f"posterior mean beta {beta_mean.tolist()}, sigma {sigma_mean:.3f}")
    return beta_mean, sigma_mean, sigma_sqs


if __name__ == "__main__":
    main()
