import jax.numpy as jnp

from options.black_scholes import call_price
from options.surface import chain_implied_volatility


def synthetic_chain(spot=100.0, rate=0.02):
    strikes = jnp.tile(jnp.linspace(80.0, 120.0, 9), 2)
    expiries = jnp.repeat(jnp.array([0.25, 1.0]), 9)
    true_vols = 0.2 + 0.1 * ((strikes - spot) / spot) ** 2 + 0.02 * expiries
    return strikes, expiries, true_vols, call_price(spot, strikes, expiries, rate, true_vols)


def main(spot=100.0, rate=0.02):
    strikes, expiries, true_vols, prices = synthetic_chain(spot, rate)
    vols = chain_implied_volatility(prices, spot, strikes, expiries, rate)
    error = float(jnp.max(jnp.abs(vols - true_vols)))
    print(f"max implied-vol error over {len(strikes)} quotes: {error:.2e}")
    return error


if __name__ == "__main__":
    main()
