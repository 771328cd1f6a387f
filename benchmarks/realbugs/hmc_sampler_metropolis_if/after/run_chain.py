import jax
import jax.numpy as jnp

from bayes.hmc import HamiltonianMonteCarlo
from bayes.targets import CorrelatedGaussian


def main(n_samples=4000, burn_in=500):
    target = CorrelatedGaussian()
    sampler = HamiltonianMonteCarlo(target)
    chain, accepted = sampler.run(jax.random.PRNGKey(0), jnp.array([-1.5, 1.5]), n_samples)
    chain = chain[burn_in:]
    covariance = jnp.cov(chain.T)
    print(f"acceptance {float(jnp.mean(accepted)):.2f}")
    print(f"sample covariance\n{covariance}")
    return chain, float(jnp.mean(accepted)), covariance, target.covariance


if __name__ == "__main__":
    main()
