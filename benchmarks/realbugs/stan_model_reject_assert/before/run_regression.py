import jax
import jax.numpy as jnp

from stanlike.hmc import HMC
from stanlike.model import LinearRegression


def main(n_draws=300, warmup=100, seed=1):
    k_x, k_y, k_chain = jax.random.split(jax.random.key(seed), 3)
    x = jax.random.normal(k_x, (100,))
    y = 1.0 + 2.5 * x + 0.7 * jax.random.normal(k_y, (100,))
    model = LinearRegression(x, y)
    sampler = HMC(model.log_density)
    draws, acceptance = sampler.sample(jnp.zeros(3), k_chain, n_draws)
    alpha, beta, sigma = model.constrain(draws[warmup:].T)
    means = {"alpha": float(alpha.mean()), "beta": float(beta.mean()), "sigma": float(sigma.mean())}
    print(f"posterior means {means}, acceptance {acceptance:.2f}")
    return means, acceptance


if __name__ == "__main__":
    main()
