import jax
import jax.numpy as jnp

from surveil import LaplaceApproximation, PoissonRegression


def region_data(seed, weeks=52):
    week = jnp.arange(weeks) / weeks
    covariates = jnp.stack([jnp.ones(weeks), week, jnp.cos(2 * jnp.pi * week)], axis=1)
    rate = jnp.exp(covariates @ jnp.array([2.0, 0.5, 0.4]))
    return covariates, jax.random.poisson(jax.random.PRNGKey(seed), rate).astype(jnp.float32)


def main(regions=(0, 1, 2)):
    laplace = LaplaceApproximation(PoissonRegression())
    return laplace, [laplace.fit(*region_data(seed)) for seed in regions]


if __name__ == "__main__":
    _, fits = main()
    for beta, cov in fits:
        print("trend", float(beta[1]), "+/-", float(jnp.sqrt(cov[1, 1])))
