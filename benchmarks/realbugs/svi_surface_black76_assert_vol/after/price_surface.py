import jax.numpy as jnp

from volsurf.pricer import SurfacePricer
from volsurf.surface import SVISlice


def main(forward=100.0):
    svi = SVISlice(a=0.02, b=0.1, rho=-0.4, m=0.0, s=0.2)
    strikes, expiries = jnp.meshgrid(jnp.linspace(70.0, 130.0, 7), jnp.array([0.25, 0.5, 1.0]))
    pricer = SurfacePricer(svi)
    prices = pricer.price_grid(forward, strikes.ravel(), expiries.ravel()).reshape(strikes.shape)
    deltas = pricer.delta_grid(forward, strikes.ravel(), expiries.ravel()).reshape(strikes.shape)
    print(prices)
    return prices, deltas


if __name__ == "__main__":
    main()
