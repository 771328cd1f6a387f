import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

from mcpricer.european import delta_call_mc, price_call_mc


def black_scholes_call(s0, strike, r, sigma, T):
    d1 = (jnp.log(s0 / strike) + (r + 0.5 * sigma ** 2) * T) / (sigma * jnp.sqrt(T))
    d2 = d1 - sigma * jnp.sqrt(T)
    return s0 * norm.cdf(d1) - strike * jnp.exp(-r * T) * norm.cdf(d2)


def main(n_batches=4, s0=100.0, strike=100.0, r=0.05, sigma=0.2, T=1.0):
    """Independent Monte Carlo batches, each priced with its own key, and their average."""
    keys = jax.random.split(jax.random.key(7), n_batches)
    prices = [float(price_call_mc(k, s0, strike, r, sigma, T)[0]) for k in keys]
    delta = float(delta_call_mc(keys[0], s0, strike, r, sigma, T))
    exact = float(black_scholes_call(s0, strike, r, sigma, T))
    print(f"batch prices {[round(p, 3) for p in prices]}, mean {sum(prices) / n_batches:.3f}, "
          f"Black-Scholes {exact:.3f}, delta {delta:.3f}")
    return prices, exact, delta


if __name__ == "__main__":
    main()
